import type { Association } from '@marketday/shared';
import { CirclePauseIcon, CirclePlayIcon, KeyRoundIcon, PencilIcon, UsersIcon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type AssociationAction = 'view' | 'edit' | 'toggle' | 'code';
/** The actions that open a dialog; 'view' opens the detail sheet instead. */
export type AssociationDialogAction = Exclude<AssociationAction, 'view'>;
export type OnAssociationAction = (action: AssociationAction, association: Association) => void;

type AssociationRowActionsProps = { association: Association; onAction: OnAssociationAction };

export function AssociationRowActions({ association, onAction }: AssociationRowActionsProps) {
  const t = useMessages(en);
  return (
    <RowActionsMenu
      label={t('actionsFor', { name: association.name })}
      contentClassName="min-w-52"
      actions={[
        { label: t('viewMembers'), icon: UsersIcon, onSelect: () => onAction('view', association) },
        { label: t('edit'), icon: PencilIcon, onSelect: () => onAction('edit', association) },
        { label: t('newAccessCode'), icon: KeyRoundIcon, onSelect: () => onAction('code', association) },
        association.active
          ? {
              label: t('deactivate'),
              icon: CirclePauseIcon,
              variant: 'destructive',
              separatorBefore: true,
              onSelect: () => onAction('toggle', association),
            }
          : {
              label: t('activate'),
              icon: CirclePlayIcon,
              separatorBefore: true,
              onSelect: () => onAction('toggle', association),
            },
      ]}
    />
  );
}
