import { ArchiveIcon, ArchiveRestoreIcon, MailIcon, MailOpenIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type InboxBulkBarProps = {
  selectedCount: number;
  totalCount: number;
  isArchivedView: boolean;
  isBusy: boolean;
  onSelectAll: (checked: boolean) => void;
  onMarkRead: (isRead: boolean) => void;
  onArchive: (archive: boolean) => void;
  onDelete: () => void;
};

export function InboxBulkBar({
  selectedCount,
  totalCount,
  isArchivedView,
  isBusy,
  onSelectAll,
  onMarkRead,
  onArchive,
  onDelete,
}: InboxBulkBarProps) {
  const t = useMessages(en);
  const checkboxId = useId();
  const allState = selectedCount === 0 ? false : selectedCount === totalCount ? true : 'indeterminate';
  return (
    <div className="flex flex-wrap items-center gap-x-1 gap-y-2 border-b py-1 pr-1">
      <label
        htmlFor={checkboxId}
        className="flex min-h-11 cursor-pointer items-center gap-3 pr-2 pl-3 text-sm"
      >
        <Checkbox
          id={checkboxId}
          aria-label={t('selectAllMessages')}
          checked={allState}
          onCheckedChange={(checked) => onSelectAll(checked === true)}
        />
        {t('selectAll')}
      </label>
      {/* Outside the label: a checkbox's name holds its visible label text (axe 'label-content-name-mismatch'). */}
      <span aria-live="polite" className="pr-2 text-muted-foreground text-sm">
        {selectedCount > 0 ? t('selected', { count: selectedCount }) : ''}
      </span>
      {selectedCount > 0 && (
        <div role="toolbar" aria-label={t('selectedMessages')} className="flex flex-wrap gap-1">
          <Button variant="ghost" disabled={isBusy} onClick={() => onMarkRead(true)}>
            <MailOpenIcon aria-hidden="true" />
            {t('markRead')}
          </Button>
          <Button variant="ghost" disabled={isBusy} onClick={() => onMarkRead(false)}>
            <MailIcon aria-hidden="true" />
            {t('markUnread')}
          </Button>
          <Button variant="ghost" disabled={isBusy} onClick={() => onArchive(!isArchivedView)}>
            {isArchivedView ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
            {isArchivedView ? t('unarchive') : t('archive')}
          </Button>
          <Button variant="ghost" disabled={isBusy} onClick={onDelete} className="text-destructive">
            <Trash2Icon aria-hidden="true" />
            {t('delete')}
          </Button>
        </div>
      )}
    </div>
  );
}
