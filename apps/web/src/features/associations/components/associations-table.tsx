import type { Association } from '@marketday/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { useAssociations } from '@/entities/associations/list-associations';
import { useRowAction } from '@/hooks/use-row-action';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { AssociationActiveDialog } from './association-active-dialog';
import { associationColumns } from './association-columns';
import { AssociationDetailSheet } from './association-detail-sheet';
import { AssociationFormSheet } from './association-form-sheet';
import { AssociationMobileCard } from './association-mobile-card';
import type { AssociationAction, AssociationDialogAction } from './association-row-actions';
import { AssociationsEmptyState } from './associations-empty-state';
import { RegenerateCodeDialog } from './regenerate-code-dialog';

const SORT_BY_NAME = [{ id: 'name', desc: false }];
// ?association=<id> opens its detail sheet, so the view can be linked and Back closes it.
const DETAIL_PARAM = 'association';

export function AssociationsTable({ onCreate }: { onCreate: () => void }) {
  const t = useMessages(en);
  const associationsQuery = useAssociations();
  const action = useRowAction<AssociationDialogAction, Association>();
  const [searchParams, setSearchParams] = useSearchParams();
  const detailId = searchParams.get(DETAIL_PARAM);

  const showDetail = useCallback(
    (id: string | null) =>
      setSearchParams((params) => {
        if (id) params.set(DETAIL_PARAM, id);
        else params.delete(DETAIL_PARAM);
        return params;
      }),
    [setSearchParams],
  );
  const openAction = action.open;
  const onAction = useCallback(
    (kind: AssociationAction, association: Association) =>
      kind === 'view' ? showDetail(association.id) : openAction(kind, association),
    [showDetail, openAction],
  );
  const columns = useMemo(() => associationColumns(onAction), [onAction]);

  const associations = associationsQuery.data;
  const edit = action.dialogProps('edit');
  const toggle = action.dialogProps('toggle');
  const code = action.dialogProps('code');
  return (
    <>
      {associations && associations.length === 0 ? (
        <AssociationsEmptyState onCreate={onCreate} />
      ) : (
        <DataTable
          columns={columns}
          data={associations ?? []}
          isLoading={associationsQuery.isPending}
          error={associationsQuery.error}
          searchPlaceholder={t('searchAssociations')}
          getRowId={(association) => association.id}
          initialSorting={SORT_BY_NAME}
          onRowClick={(association) => showDetail(association.id)}
          mobileCard={(association) => (
            <AssociationMobileCard association={association} onAction={onAction} />
          )}
        />
      )}
      <AssociationDetailSheet
        associationId={detailId}
        onClose={() => showDetail(null)}
        onAction={action.open}
      />
      {edit && <AssociationFormSheet key={edit.key} association={edit.row} {...edit.props} />}
      {toggle && <AssociationActiveDialog key={toggle.key} association={toggle.row} {...toggle.props} />}
      {code && <RegenerateCodeDialog key={code.key} association={code.row} {...code.props} />}
    </>
  );
}
