import { useId } from 'react';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// How far the file has travelled, for eyes and for screen readers.
export function UploadProgress({ percent }: { percent: number }) {
  const t = useMessages(en);
  const labelId = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span id={labelId}>{t('uploading')}</span>
        <span className="tabular-nums" aria-live="polite">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
