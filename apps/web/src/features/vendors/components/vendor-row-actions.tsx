import { VENDOR_MESSAGES, type Vendor } from '@marketday/shared';
import { PackageIcon, PencilIcon, StoreIcon, Trash2Icon } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../locales/en.json';

export type VendorAction = 'edit' | 'assign' | 'products' | 'delete';
export type OnVendorAction = (action: VendorAction, vendor: Vendor) => void;

export function VendorRowActions({ vendor, onAction }: { vendor: Vendor; onAction: OnVendorAction }) {
  // Deleting a vendor (or taking them off every market) is the owner's; a co-manager removes a vendor from one
  // of their markets on the market's page (docs/decisions/029).
  const t = useMessages(en);
  const { isOwner } = useManagerPermissions();
  return (
    <RowActionsMenu
      label={t('actionsFor', { vendor: vendor.business_name })}
      contentClassName="min-w-52"
      actions={[
        vendor.managed
          ? { label: t('edit'), icon: PencilIcon, onSelect: () => onAction('edit', vendor) }
          : { key: 'edit', element: <SelfManagedEditItem /> },
        { label: t('assignToMarkets'), icon: StoreIcon, onSelect: () => onAction('assign', vendor) },
        { label: t('viewProducts'), icon: PackageIcon, onSelect: () => onAction('products', vendor) },
        ...(isOwner
          ? [
              {
                label: vendor.managed ? t('delete') : t('removeFromMyMarkets'),
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
  const t = useMessages(en);
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* Disabled items ignore the pointer, so the wrapper carries the hover. */}
        <div>
          <DropdownMenuItem disabled>
            <PencilIcon aria-hidden="true" />
            <span className="flex flex-col">
              <span>{t('edit')}</span>
              <span className="text-muted-foreground text-xs">{t('managesOwnProfile')}</span>
            </span>
          </DropdownMenuItem>
        </div>
      </TooltipTrigger>
      <TooltipContent side="left">{sayShared(VENDOR_MESSAGES.selfManaged)}</TooltipContent>
    </Tooltip>
  );
}
