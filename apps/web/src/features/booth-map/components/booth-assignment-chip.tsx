import type { BoothAssignment } from '@marketday/shared';
import type { PointerEventHandler } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { MovedBadge } from './booth-assignment-moved';

type BoothAssignmentChipProps = {
  row: BoothAssignment;
  boothLabel: string | null;
  canAssign: boolean;
  isPicked: boolean;
  isDragged: boolean;
  onPick: () => void;
  onPointerDown: PointerEventHandler<HTMLElement>;
  onPointerMove: PointerEventHandler<HTMLElement>;
  onPointerUp: PointerEventHandler<HTMLElement>;
  onPointerCancel: PointerEventHandler<HTMLElement>;
};

// One vendor of the date with their booth: a button to pick (and, with a mouse, to drag) when booths can be given.
export function BoothAssignmentChip({
  row,
  boothLabel,
  canAssign,
  isPicked,
  isDragged,
  onPick,
  ...pointer
}: BoothAssignmentChipProps) {
  const t = useMessages(en);
  const body = (
    <>
      <span className="min-w-0 break-words font-medium">{row.business_name}</span>
      <span className={cn('shrink-0 text-sm', !boothLabel && 'text-muted-foreground')}>
        {boothLabel ? t('chipBooth', { label: boothLabel }) : t('noBooth')}
      </span>
      {row.source === 'DATE' && <MovedBadge />}
    </>
  );
  const box =
    'flex w-full flex-wrap items-center justify-between gap-x-3 rounded-lg border px-3 py-2 text-left';
  if (!canAssign) return <div className={box}>{body}</div>;
  return (
    <button
      type="button"
      aria-pressed={isPicked}
      onClick={onPick}
      {...pointer}
      className={cn(
        box,
        'min-h-11 cursor-grab outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing',
        isPicked && 'border-primary bg-primary/10 ring-2 ring-primary',
        isDragged && 'opacity-60',
      )}
    >
      {body}
    </button>
  );
}
