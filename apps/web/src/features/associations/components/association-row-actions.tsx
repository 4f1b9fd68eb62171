import type { Association } from '@marketday/shared';
import { CirclePauseIcon, CirclePlayIcon, KeyRoundIcon, PencilIcon, UsersIcon } from 'lucide-react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';

export type AssociationAction = 'view' | 'edit' | 'toggle' | 'code';
/** The actions that open a dialog; 'view' opens the detail sheet instead. */
export type AssociationDialogAction = Exclude<AssociationAction, 'view'>;
export type OnAssociationAction = (action: AssociationAction, association: Association) => void;

type AssociationRowActionsProps = { association: Association; onAction: OnAssociationAction };

export function AssociationRowActions({ association, onAction }: AssociationRowActionsProps) {
  return (
    <RowActionsMenu
      label={`Actions for ${association.name}`}
      contentClassName="min-w-52"
      actions={[
        { label: 'View members', icon: UsersIcon, onSelect: () => onAction('view', association) },
        { label: 'Edit', icon: PencilIcon, onSelect: () => onAction('edit', association) },
        { label: 'New access code', icon: KeyRoundIcon, onSelect: () => onAction('code', association) },
        association.active
          ? {
              label: 'Deactivate',
              icon: CirclePauseIcon,
              variant: 'destructive',
              separatorBefore: true,
              onSelect: () => onAction('toggle', association),
            }
          : {
              label: 'Activate',
              icon: CirclePlayIcon,
              separatorBefore: true,
              onSelect: () => onAction('toggle', association),
            },
      ]}
    />
  );
}
