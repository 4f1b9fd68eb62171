import { VENDOR_MESSAGES, type Vendor } from '@marketday/shared';
import { EllipsisVerticalIcon, PackageIcon, PencilIcon, StoreIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

export type VendorAction = 'edit' | 'assign' | 'products' | 'delete';
export type OnVendorAction = (action: VendorAction, vendor: Vendor) => void;

export function VendorRowActions({ vendor, onAction }: { vendor: Vendor; onAction: OnVendorAction }) {
  return (
    // Non-modal: the dialogs these items open take over focus themselves.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${vendor.business_name}`}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        {vendor.managed ? (
          <DropdownMenuItem onSelect={() => onAction('edit', vendor)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </DropdownMenuItem>
        ) : (
          <SelfManagedEditItem />
        )}
        <DropdownMenuItem onSelect={() => onAction('assign', vendor)}>
          <StoreIcon aria-hidden="true" />
          Assign to markets
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('products', vendor)}>
          <PackageIcon aria-hidden="true" />
          View products
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete', vendor)}>
          <Trash2Icon aria-hidden="true" />
          {vendor.managed ? 'Delete' : 'Remove from my markets'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
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
