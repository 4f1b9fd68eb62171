import { type ReceiptAnswer, receiptAnswerLabel } from '@marketday/shared';
import { Badge } from '@/components/ui/badge';
import { displayDateTime } from '@/lib/i18n/dates';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// A vendor's answer to the receipt of one version of the checkout, in its history: "Vendor agreed" or
// "Vendor disputed: {note}", when, and whether the market has resolved the dispute.
export function ReceiptAnswerItem({ answer }: { answer: ReceiptAnswer }) {
  const t = useMessages(en);
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={answer.answer === 'agreed' ? 'success' : 'destructive'}>
          {answer.answer === 'agreed' ? t('agreed') : t('disputed')}
        </Badge>
        <time dateTime={answer.answered_at} className="text-sm tabular-nums">
          {displayDateTime(answer.answered_at)}
        </time>
        <span className="text-muted-foreground text-sm">{t('version', { version: answer.version })}</span>
      </div>
      <p className="break-words text-sm">{sayShared(receiptAnswerLabel(answer))}</p>
      {answer.resolved_at ? (
        <p className="text-muted-foreground text-sm">
          {t('resolvedAt', { when: displayDateTime(answer.resolved_at) })}
        </p>
      ) : null}
    </li>
  );
}
