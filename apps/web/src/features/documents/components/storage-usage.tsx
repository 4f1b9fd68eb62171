import { STORAGE_MESSAGES } from '@marketday/shared';
import { useStorageUsage } from '@/entities/documents/get-storage-usage';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Near the quota the bar turns amber, so the refusal of an upload is no surprise (docs/limits.md).
const NEARLY_FULL = 0.9;

export function StorageUsageLine() {
  const t = useMessages(en);
  const { data } = useStorageUsage();
  if (!data) return null;
  const share = data.quota_bytes > 0 ? Math.min(1, data.used_bytes / data.quota_bytes) : 1;
  const text = sayShared(STORAGE_MESSAGES.usage(data.used_bytes, data.quota_bytes));
  return (
    <div className="grid gap-1.5 text-sm text-muted-foreground">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span>{t('storage')}</span>
        <span className="tabular-nums">{text}</span>
      </div>
      {/* For the eye; the text above carries the same figures. */}
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div
          className={cn('h-full rounded-full', share >= NEARLY_FULL ? 'bg-amber-500' : 'bg-primary')}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
