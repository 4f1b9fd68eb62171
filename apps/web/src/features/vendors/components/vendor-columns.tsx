import { VENDOR_TYPE_LABELS, type Vendor } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTableColumnHeader } from '@/components/ui/data-table';
import { VendorTypeBadge } from '@/components/ui/vendor-type-badge';
import { OwnAccountBadge } from './own-account-badge';
import { type OnVendorAction, VendorRowActions } from './vendor-row-actions';

export function marketNames(vendor: Vendor): string {
  return vendor.markets.map((market) => market.name).join(', ');
}

function orDash(value: string | null) {
  return value ? value : <span className="text-muted-foreground">—</span>;
}

export function vendorColumns(onAction: OnVendorAction): ColumnDef<Vendor, string>[] {
  return [
    {
      accessorKey: 'business_name',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Business name" />,
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2 font-medium">
          {row.original.business_name}
          {!row.original.managed && <OwnAccountBadge />}
        </div>
      ),
      size: 220,
    },
    {
      id: 'type',
      // The label, so searching "non-producer" finds the badge text people see.
      accessorFn: (vendor) => VENDOR_TYPE_LABELS[vendor.type],
      header: ({ column }) => <DataTableColumnHeader column={column} title="Type" />,
      cell: ({ row }) => <VendorTypeBadge type={row.original.type} />,
      size: 120,
    },
    {
      id: 'markets',
      accessorFn: marketNames,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Markets" />,
      // One market per line so long market names never split mid-word.
      cell: ({ row }) =>
        row.original.markets.length === 0 ? (
          orDash('')
        ) : (
          <ul className="min-w-48 space-y-0.5">
            {row.original.markets.map((market) => (
              <li key={market.id}>{market.name}</li>
            ))}
          </ul>
        ),
      enableSorting: false,
      size: 240,
    },
    {
      id: 'phone',
      accessorFn: (vendor) => vendor.phone ?? '',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Phone" />,
      cell: ({ getValue }) => <span className="whitespace-nowrap">{orDash(getValue())}</span>,
      enableSorting: false,
      size: 140,
    },
    {
      id: 'receipt_email',
      accessorFn: (vendor) => vendor.receipt_email ?? '',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Receipt email" />,
      cell: ({ getValue }) => <span className="whitespace-nowrap">{orDash(getValue())}</span>,
      size: 200,
    },
    {
      id: 'producer_names',
      accessorFn: (vendor) => vendor.producer_names ?? '',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Producer names" />,
      cell: ({ getValue }) => orDash(getValue()),
      enableSorting: false,
      size: 180,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <VendorRowActions vendor={row.original} onAction={onAction} />,
      enableSorting: false,
      enableHiding: false,
      size: 56,
    },
  ];
}
