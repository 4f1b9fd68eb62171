import { formatCents, TOKEN_FLOAT_KIND_LABELS, TOKEN_FLOAT_METHOD_LABELS } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Trash2Icon } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn, DataTable, MobileCardHeader } from '@/components/ui/data-table';
import { heldFloatEntryCents, type TokenFloatEntryCents } from '@/entities/token-float/token-float-money';
import { useRowAction } from '@/hooks/use-row-action';
import { messagesOf, sayShared, useMessages } from '@/lib/i18n/use-messages';
import type { FloatEntryOutboxItem } from '@/lib/offline/outbox-machine';
import en from '../locales/en.json';
import { DeleteEntryDialog } from './delete-entry-dialog';

/** A row of the day's list: an entry the server holds, or one waiting on the device (`held`, its id the key). */
export type EntryRow = TokenFloatEntryCents & { held?: true };
type Entry = EntryRow;

/** An entry waiting in the device's outbox, as a row of the day's list. */
export function heldEntryRow({ key, tokenName, queuedAt, input }: FloatEntryOutboxItem): EntryRow {
  return {
    id: key,
    token_id: input.token_id,
    token_name: tokenName,
    date: input.date,
    kind: input.kind,
    method: input.method,
    count: input.count,
    amount_cents: heldFloatEntryCents(input) ?? 0,
    shoppers: input.shoppers ?? 1,
    note: input.note ?? null,
    created_at: queuedAt,
    created_by: null,
    held: true,
  };
}
type Key = keyof typeof en;

// A header said in the language shown when the table renders.
const header = (key: Key) => () => <span>{messagesOf(en)(key)}</span>;
const kindText = (entry: Entry) => sayShared(TOKEN_FLOAT_KIND_LABELS[entry.kind]);
const methodText = (entry: Entry) => sayShared(TOKEN_FLOAT_METHOD_LABELS[entry.method]);

// A held entry has no delete here: it is not on the server yet (the outbox sheet in the header deletes it).
function DeleteButton({ entry, onDelete }: { entry: Entry; onDelete: (entry: Entry) => void }) {
  const t = useMessages(en);
  if (entry.held) {
    return <Badge variant="secondary">{t('waitingToSync')}</Badge>;
  }
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={t('deleteEntryLabel', { count: entry.count, token: entry.token_name })}
      onClick={() => onDelete(entry)}
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

function entryColumns(onDelete: (entry: Entry) => void): ColumnDef<Entry, never>[] {
  const figure = (key: 'count' | 'shoppers', title: Key): ColumnDef<Entry, never> => ({
    id: key,
    header: header(title),
    cell: ({ row }) => <span className="tabular-nums">{row.original[key]}</span>,
    size: 90,
  });
  return [
    { id: 'token', header: header('colToken'), cell: ({ row }) => row.original.token_name },
    { id: 'kind', header: header('colKind'), cell: ({ row }) => kindText(row.original), size: 110 },
    { id: 'method', header: header('colMethod'), cell: ({ row }) => methodText(row.original), size: 170 },
    figure('count', 'colCount'),
    {
      id: 'amount',
      header: header('colAmount'),
      cell: ({ row }) => <span className="tabular-nums">{formatCents(row.original.amount_cents)}</span>,
      size: 110,
    },
    figure('shoppers', 'colShoppers'),
    { id: 'who', header: header('colWho'), cell: ({ row }) => row.original.created_by ?? '—', size: 140 },
    { id: 'note', header: header('colNote'), cell: ({ row }) => row.original.note ?? '' },
    actionsColumn<Entry, never>((entry) => <DeleteButton entry={entry} onDelete={onDelete} />),
  ];
}

function EntryCard({ entry, onDelete }: { entry: Entry; onDelete: (entry: Entry) => void }) {
  const t = useMessages(en);
  const figures: [string, string][] = [
    [t('colCount'), String(entry.count)],
    [t('colAmount'), formatCents(entry.amount_cents)],
    [t('colShoppers'), String(entry.shoppers)],
  ];
  return (
    <div className="grid gap-2">
      <MobileCardHeader
        heading="h3"
        title={entry.token_name}
        actions={<DeleteButton entry={entry} onDelete={onDelete} />}
      >
        <span className="text-muted-foreground text-sm">
          {kindText(entry)} · {methodText(entry)}
        </span>
      </MobileCardHeader>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {figures.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {entry.created_by || entry.note ? (
        <p className="break-words text-muted-foreground text-sm">
          {[entry.created_by, entry.note].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}

// The day's entries, newest as the API lists them, each with a delete that asks first.
export function EntriesTable({ marketId, entries }: { marketId: string; entries: Entry[] }) {
  const t = useMessages(en);
  const action = useRowAction<'delete', Entry>();
  const { open } = action;
  const onDelete = useCallback((entry: Entry) => open('delete', entry), [open]);
  const columns = useMemo(() => entryColumns(onDelete), [onDelete]);
  const remove = action.dialogProps('delete');
  return (
    <>
      <DataTable
        columns={columns}
        data={entries}
        getRowId={(entry) => entry.id}
        emptyMessage={t('noEntries')}
        mobileCard={(entry) => <EntryCard entry={entry} onDelete={onDelete} />}
      />
      {remove && (
        <DeleteEntryDialog key={remove.key} marketId={marketId} entry={remove.row} {...remove.props} />
      )}
    </>
  );
}
