import { AUDIT_ACTION_LABELS, type AuditEvent } from '@marketday/shared';
import { ArrowRightIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { displayDateTime } from '@/lib/i18n/dates';
import { sayDateValue, sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const ACTION_VARIANTS = { create: 'success', update: 'secondary', delete: 'destructive' } as const;

// The audit's labels and values are made in English by packages/shared/src/audit.ts. A label is said in the
// reader's language (shared/audit and the figures' catalogues); of the values, only what the code made is: a
// ledger entry's type, a fee calculation and a date. A name or a note someone wrote stays as written.
const MADE_VALUES = new Set(['type', 'market_fee_calculation']);
function valueText(field: string, text: string | null): string {
  if (text === null) return '—';
  return MADE_VALUES.has(field) ? sayShared(text) : sayDateValue(text);
}

// When, who, what: each changed field with its value before and after ("—" for none).
export function AuditEventItem({ event }: { event: AuditEvent }) {
  const t = useMessages(en);
  const when = new Date(event.created_at);
  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant={ACTION_VARIANTS[event.action]}>{sayShared(AUDIT_ACTION_LABELS[event.action])}</Badge>
        <time dateTime={event.created_at} className="text-sm tabular-nums">
          {displayDateTime(when)}
        </time>
        <span className="text-muted-foreground text-sm">
          {event.actor ? t('byActor', { name: event.actor.username }) : t('byRemovedUser')}
        </span>
      </div>
      {event.changes.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('noFiguresChanged')}</p>
      ) : (
        <dl className="grid gap-1.5 text-sm">
          {event.changes.map((change) => (
            <div key={change.field} className="grid grid-cols-[minmax(0,9rem)_1fr] gap-2">
              <dt className="break-words text-muted-foreground">{sayShared(change.label)}</dt>
              <dd className="flex min-w-0 flex-wrap items-center gap-1.5 tabular-nums">
                {event.action !== 'create' && (
                  <span
                    className={event.action === 'update' ? 'text-muted-foreground line-through' : undefined}
                  >
                    {valueText(change.field, change.before)}
                  </span>
                )}
                {event.action === 'update' && (
                  <>
                    <ArrowRightIcon aria-hidden="true" className="size-3.5 shrink-0" />
                    <span className="sr-only">{t('changedTo')}</span>
                  </>
                )}
                {event.action !== 'delete' && (
                  <span className="font-medium">{valueText(change.field, change.after)}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
