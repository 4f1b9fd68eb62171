import { VENDOR_MESSAGES, type Vendor } from '@marketday/shared';
import { PackageIcon, PencilIcon, StoreIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useManagerPermissions } from '@/lib/manager-permissions';

export type VendorAction = 'edit' | 'assign' | 'products' | 'delete';
export type OnVendorAction = (action: VendorAction, vendor: Vendor) => void;

export function VendorRowActions({ vendor, onAction }: { vendor: Vendor; onAction: OnVendorAction }) {
  // Deleting a vendor (or taking them off every market) is the owner's; a co-manager removes a vendor from one
  // of their markets on the market's page (docs/decisions/029).
  const { isOwner } = useManagerPermissions();
  return (
    <RowActionsMenu
      label={`Actions for ${vendor.business_name}`}
      contentClassName="min-w-52"
      actions={[
        vendor.managed
          ? { label: 'Edit', icon: PencilIcon, onSelect: () => onAction('edit', vendor) }
          : { key: 'edit', element: <SelfManagedEditItem /> },
        { label: 'Assign to markets', icon: StoreIcon, onSelect: () => onAction('assign', vendor) },
        { label: 'View products', icon: PackageIcon, onSelect: () => onAction('products', vendor) },
        ...(isOwner
          ? [
              {
                label: vendor.managed ? 'Delete' : 'Remove from my markets',
                icon: Trash2Icon,
                variant: 'destructive' as const,
                separatorBefore: true,
                onSelect: () => onAction('delete', vendor),
              },
            ]
          : []),
      ]}
    />
  );
}

// Vendors with their own account edit their profile themselves; the reason is written out as
// well as in the tooltip because touch screens never hover.
function SelfManagedEditItem() {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* Disabled items ignore the pointer, so the wrapper carries the hover. */}
        <div>
          <DropdownMenuItem disabled>
            <PencilIcon aria-hidden="true" />
            <span className="flex flex-col">
              <span>Edit</span>
              <span className="text-muted-foreground text-xs">Manages their own profile</span>
            </span>
          </DropdownMenuItem>
        </div>
      </TooltipTrigger>
      <TooltipContent side="left">{VENDOR_MESSAGES.selfManaged}</TooltipContent>
    </Tooltip>
  );
}
