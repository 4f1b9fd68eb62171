import type { Association } from '@marketday/shared';
import { UsersIcon } from 'lucide-react';
import { MobileCardHeader } from '@/components/ui/data-table';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AccessCode } from './access-code';
import { AssociationRowActions, type OnAssociationAction } from './association-row-actions';
import { AssociationStatusBadge, vendorFill } from './association-status-badge';

// Below 1024 px each association is a stacked card instead of a table row (docs/product.md §15).
export function AssociationMobileCard({
  association,
  onAction,
}: {
  association: Association;
  onAction: OnAssociationAction;
}) {
  const t = useMessages(en);
  return (
    <div className="flex flex-col gap-2">
      <MobileCardHeader
        title={association.name}
        actions={<AssociationRowActions association={association} onAction={onAction} />}
        className="gap-1.5"
      >
        <AssociationStatusBadge active={association.active} />
      </MobileCardHeader>
      <p className="flex items-center gap-2 text-sm">
        <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="tabular-nums">{t('fillVendors', { fill: vendorFill(association) })}</span>
      </p>
      <AccessCode code={association.access_code} />
    </div>
  );
}
