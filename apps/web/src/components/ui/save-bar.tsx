import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { Button } from './button';
import en from './locales/en.json';

type SaveBarProps = {
  isValid: boolean;
  isSubmitting: boolean;
  submitLabel?: string;
  // Kept in view at the bottom of a long form, so Save is always one tap away on a phone.
  isSticky?: boolean;
  /** False hides the bar: a pinned Save over a form with nothing changed only takes room. */
  isDirty?: boolean;
  /** Shown before Save, e.g. a Cancel link. */
  secondary?: ReactNode;
};

// A form's Save button; while the form is invalid it is off and the bar says why. One row at every width,
// so a pinned bar costs a phone about 60 px of its height, not two stacked buttons.
export function SaveBar({
  isValid,
  isSubmitting,
  submitLabel,
  isSticky = false,
  isDirty = true,
  secondary,
}: SaveBarProps) {
  const t = useMessages(en);
  if (!isDirty) return null;
  return (
    <div
      data-slot="save-bar"
      className={cn(
        'flex items-center justify-end gap-2',
        isSticky &&
          'sticky bottom-0 z-10 -mx-3 border-t bg-background/95 px-3 py-2 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-4',
      )}
    >
      {isValid ? null : (
        <p className="mr-auto min-w-0 text-muted-foreground text-xs sm:text-sm">{t('saveTurnsOn')}</p>
      )}
      {secondary}
      <Button type="submit" disabled={!isValid} loading={isSubmitting} className="shrink-0">
        {submitLabel ?? t('saveChanges')}
      </Button>
    </div>
  );
}
