import type { Vendor } from '@marketday/shared';
import { FileWarningIcon, type LucideIcon, MailIcon, PhoneIcon, StoreIcon, UsersIcon } from 'lucide-react';
import type * as React from 'react';
import { MobileCardHeader } from '@/components/ui/data-table';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { pastDueText } from './past-due-docs';
import { DirectoryBadge, OwnAccountBadge } from './vendor-badges';
import { marketNames } from './vendor-columns';
import { type OnVendorAction, VendorRowActions } from './vendor-row-actions';

// Below 1024 px each vendor is a stacked card instead of a table row (docs/product.md §15).
export function VendorMobileCard({ vendor, onAction }: { vendor: Vendor; onAction: OnVendorAction }) {
  const t = useMessages(en);
  return (
    <div className="flex flex-col gap-3">
      <MobileCardHeader
        title={vendor.business_name}
        actions={<VendorRowActions vendor={vendor} onAction={onAction} />}
        className="gap-1.5"
      >
        <div className="flex flex-wrap gap-2">
          <VendorTypeBadge type={vendor.type} />
          {!vendor.managed && <OwnAccountBadge />}
          {vendor.settings.directory_listed && <DirectoryBadge />}
        </div>
      </MobileCardHeader>
      <dl className="grid gap-2 text-sm">
        <Detail icon={StoreIcon} label={t('colMarkets')} value={marketNames(vendor) || t('notInMarketYet')} />
        {vendor.expired_docs > 0 && (
          <Detail icon={FileWarningIcon} label={t('colDocuments')} value={pastDueText(vendor.expired_docs)} />
        )}
        {vendor.phone && (
          <Detail
            icon={PhoneIcon}
            label={t('phone')}
            value={
              <a
                className="inline-flex min-h-11 items-center underline underline-offset-4"
                href={`tel:${vendor.phone}`}
              >
                {vendor.phone}
              </a>
            }
          />
        )}
        {vendor.receipt_email && (
          <Detail icon={MailIcon} label={t('receiptEmail')} value={vendor.receipt_email} />
        )}
        {vendor.producer_names && (
          <Detail icon={UsersIcon} label={t('colProducerNames')} value={vendor.producer_names} />
        )}
      </dl>
    </div>
  );
}

type DetailProps = { icon: LucideIcon; label: string; value: React.ReactNode };

function Detail({ icon: Icon, label, value }: DetailProps) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
