import { VENDOR_TYPE_LABELS, type Vendor } from '@marketday/shared';
import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { PastDueDocs } from './past-due-docs';
import { DirectoryBadge, OwnAccountBadge } from './vendor-badges';
import { type OnVendorAction, VendorRowActions } from './vendor-row-actions';

export function marketNames(vendor: Vendor): string {
  return vendor.markets.map((market) => market.name).join(', ');
}

function orDash(value: string | null) {
  return value ? value : <span className="text-muted-foreground">—</span>;
}

// A sortable header whose title is said in the language shown when the table renders.
function header(key: keyof typeof en & string) {
  return (context: HeaderContext<Vendor, string>) =>
    sortableHeader<Vendor, string>(messagesOf(en)(key))(context);
}

export function vendorColumns(onAction: OnVendorAction): ColumnDef<Vendor, string>[] {
  return [
    {
      accessorKey: 'business_name',
      header: header('colBusinessName'),
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2 font-medium">
          {row.original.business_name}
          {!row.original.managed && <OwnAccountBadge />}
          {row.original.settings.directory_listed && <DirectoryBadge />}
        </div>
      ),
      size: 220,
    },
    {
      id: 'type',
      // The label, so searching "non-producer" finds the badge text people see.
      accessorFn: (vendor) => sayShared(VENDOR_TYPE_LABELS[vendor.type]),
      header: header('colType'),
      cell: ({ row }) => <VendorTypeBadge type={row.original.type} />,
      size: 120,
    },
    {
      id: 'documents',
      accessorFn: (vendor) => String(vendor.expired_docs),
      sortingFn: (a, b) => a.original.expired_docs - b.original.expired_docs,
      header: header('colDocuments'),
      cell: ({ row }) => <PastDueDocs count={row.original.expired_docs} />,
      size: 120,
    },
    {
      id: 'markets',
      accessorFn: marketNames,
      header: header('colMarkets'),
      // One market per line so long market names never split mid-word.
      cell: ({ row }) =>
        row.original.markets.length === 0 ? (
          orDash('')
        ) : (
          <ul className="min-w-40 space-y-0.5">
            {row.original.markets.map((market) => (
              <li key={market.id}>{market.name}</li>
            ))}
          </ul>
        ),
      enableSorting: false,
      size: 240,
    },
    {
      // Phone and receipt e-mail share a column, one above the other, so every column fits at 1280 px with
      // the sidebar open. Sorted by e-mail; the search finds either.
      id: 'contact',
      accessorFn: (vendor) => [vendor.receipt_email, vendor.phone].filter(Boolean).join(' '),
      sortingFn: (a, b) => (a.original.receipt_email ?? '').localeCompare(b.original.receipt_email ?? ''),
      header: header('colContact'),
      cell: ({ row }) =>
        row.original.receipt_email || row.original.phone ? (
          <div className="grid gap-0.5">
            {row.original.receipt_email && (
              <span className="whitespace-nowrap">{row.original.receipt_email}</span>
            )}
            {row.original.phone && (
              <span className="whitespace-nowrap text-muted-foreground">{row.original.phone}</span>
            )}
          </div>
        ) : (
          orDash('')
        ),
      size: 220,
    },
    {
      id: 'producer_names',
      accessorFn: (vendor) => vendor.producer_names ?? '',
      header: header('colProducerNames'),
      cell: ({ getValue }) => orDash(getValue()),
      enableSorting: false,
      size: 180,
    },
    actionsColumn((vendor) => <VendorRowActions vendor={vendor} onAction={onAction} />),
  ];
}
