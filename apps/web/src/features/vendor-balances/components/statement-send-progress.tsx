import type { StatementSendProgress } from '@marketday/shared';
import { cn } from '@/lib/cn';
import { useIntlTag } from '@/lib/i18n/intl';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type StatementSendProgressViewProps = {
  progress: Pick<StatementSendProgress, 'total' | 'sent' | 'skipped' | 'failed' | 'done' | 'failures'>;
  className?: string;
};

// A batch of statements as it goes: a bar of the statements dealt with (sent, skipped or failed) out of all,
// "12 of 30 sent, 2 skipped (no e-mail), 1 failed", and, once any failed, which vendors and why.
export function StatementSendProgressView({ progress, className }: StatementSendProgressViewProps) {
  const t = useMessages(en);
  const number = new Intl.NumberFormat(useIntlTag());
  const handled = progress.sent + progress.skipped + progress.failed;
  const percent = progress.total === 0 ? 100 : Math.round((handled / progress.total) * 100);
  // "12 of 30 sent, 2 skipped (no e-mail), 1 failed", in the reader's language.
  const text = t('progressText', {
    sent: number.format(progress.sent),
    total: number.format(progress.total),
    skippedPart: progress.skipped > 0 ? 'yes' : 'no',
    skipped: number.format(progress.skipped),
    failedPart: progress.failed > 0 ? 'yes' : 'no',
    failed: number.format(progress.failed),
  });
  return (
    <div className={cn('grid gap-3', className)}>
      <div
        role="progressbar"
        aria-label={t('statementsHandled')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={handled}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width]',
            progress.failed > 0 ? 'bg-warning' : 'bg-primary',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm" aria-live="polite">
        <span className="font-medium">{text}</span>
        {progress.done ? (
          <span className="text-muted-foreground"> · {t('done')}</span>
        ) : (
          <span className="text-muted-foreground"> · {t('sending')}</span>
        )}
      </p>
      {progress.failures.length > 0 ? (
        <div className="grid gap-1">
          <h3 className="font-medium text-sm">{t('notSent')}</h3>
          <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm">
            {progress.failures.map((failure) => (
              <li
                key={`${failure.vendor_id ?? 'removed'}-${failure.vendor_name}`}
                className="flex flex-wrap gap-x-2"
              >
                <span className="font-medium">{failure.vendor_name}</span>
                <span className="text-muted-foreground">{sayShared(failure.reason)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
