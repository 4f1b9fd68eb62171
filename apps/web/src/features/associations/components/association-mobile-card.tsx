import type { Association } from '@marketday/shared';
import { UsersIcon } from 'lucide-react';
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
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="break-words font-semibold text-base leading-tight">{association.name}</h2>
          <AssociationStatusBadge active={association.active} />
        </div>
        <AssociationRowActions association={association} onAction={onAction} />
      </div>
      <p className="flex items-center gap-2 text-sm">
        <UsersIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        <span>
          <span className="tabular-nums">{vendorFill(association)}</span> vendors
        </span>
      </p>
      <AccessCode code={association.access_code} />
    </div>
  );
}
