import type { Association } from '@marketday/shared';
import {
  CirclePauseIcon,
  CirclePlayIcon,
  EllipsisVerticalIcon,
  KeyRoundIcon,
  PencilIcon,
  UsersIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export type AssociationAction = 'view' | 'edit' | 'toggle' | 'code';
export type OnAssociationAction = (action: AssociationAction, association: Association) => void;

type AssociationRowActionsProps = { association: Association; onAction: OnAssociationAction };

export function AssociationRowActions({ association, onAction }: AssociationRowActionsProps) {
  return (
    // Non-modal: the dialogs these items open take over focus themselves.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${association.name}`}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuItem onSelect={() => onAction('view', association)}>
          <UsersIcon aria-hidden="true" />
          View members
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('edit', association)}>
          <PencilIcon aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('code', association)}>
          <KeyRoundIcon aria-hidden="true" />
          New access code
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {association.active ? (
          <DropdownMenuItem variant="destructive" onSelect={() => onAction('toggle', association)}>
            <CirclePauseIcon aria-hidden="true" />
            Deactivate
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onAction('toggle', association)}>
            <CirclePlayIcon aria-hidden="true" />
            Activate
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
