import type { Association } from '@marketday/shared';
import { CirclePauseIcon, CirclePlayIcon, KeyRoundIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { SideSheet } from '@/components/ui/side-sheet';
import { useAssociation } from '@/entities/associations/get-association';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AccessCode } from './access-code';
import { AssociationMembers } from './association-members';
import type { AssociationDialogAction } from './association-row-actions';
import { AssociationStatusBadge, vendorFill } from './association-status-badge';

type AssociationDetailSheetProps = {
  /** The association to show; null closes the sheet. */
  associationId: string | null;
  onClose: () => void;
  onAction: (action: AssociationDialogAction, association: Association) => void;
};

export function AssociationDetailSheet({ associationId, onClose, onAction }: AssociationDetailSheetProps) {
  const t = useMessages(en);
  // The last id outlives closing, so the content stays during the closing animation.
  const [shownId, setShownId] = useState(associationId);
  if (associationId && associationId !== shownId) setShownId(associationId);
  const query = useAssociation(shownId);
  const association = query.data;

  return (
    <SideSheet
      open={associationId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={association?.name ?? t('association')}
      description={t('detailDescription')}
      size="lg"
      titleClassName="break-words"
    >
      <div className="grid flex-1 content-start gap-5 overflow-y-auto px-4 pb-6">
        {query.error ? (
          <DataTableErrorCard error={query.error} />
        ) : !association ? (
          <LoadingPlaceholders className="grid gap-3" placeholders={['h-16 w-full', 'h-32 w-full']} />
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('status')}</dt>
              <dd>
                <AssociationStatusBadge active={association.active} />
              </dd>
              <dt className="text-muted-foreground">{t('vendors')}</dt>
              <dd className="tabular-nums">{vendorFill(association)}</dd>
              <dt className="text-muted-foreground">{t('accessCode')}</dt>
              <dd>
                <AccessCode code={association.access_code} className="-my-2" />
              </dd>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => onAction('edit', association)}>
                <PencilIcon aria-hidden="true" />
                {t('edit')}
              </Button>
              <Button variant="outline" onClick={() => onAction('code', association)}>
                <KeyRoundIcon aria-hidden="true" />
                {t('newAccessCode')}
              </Button>
              <Button variant="outline" onClick={() => onAction('toggle', association)}>
                {association.active ? (
                  <CirclePauseIcon aria-hidden="true" />
                ) : (
                  <CirclePlayIcon aria-hidden="true" />
                )}
                {association.active ? t('deactivate') : t('activate')}
              </Button>
            </div>
            <section aria-labelledby="association-members-heading" className="grid gap-2">
              <h3 id="association-members-heading" className="font-semibold">
                {t('members')}
              </h3>
              <AssociationMembers
                associationId={association.id}
                associationName={association.name}
                members={association.vendors}
              />
            </section>
          </>
        )}
      </div>
    </SideSheet>
  );
}
