import { EllipsisVerticalIcon, type LucideIcon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

type RowActionBase = {
  /** Draws a separator above this item (e.g. before Delete). */
  separatorBefore?: boolean;
};

export type RowAction = RowActionBase &
  (
    | {
        label: string;
        icon: LucideIcon;
        onSelect: () => void;
        variant?: 'default' | 'destructive';
      }
    | {
        /** An item that needs its own markup (a disabled item with a tooltip, say). */
        key: string;
        element: ReactNode;
      }
  );

type RowActionsMenuProps = {
  /** The trigger's accessible name, e.g. `Actions for ${name}`. */
  label: string;
  /** Falsy entries are skipped, so items can be listed conditionally. */
  actions: (RowAction | false | null | undefined)[];
  contentClassName?: string;
  /**
   * Non-modal by default: the dialogs and sheets these items open take over focus themselves,
   * and a modal menu would leave the page inert behind them.
   */
  modal?: boolean;
};

export function RowActionsMenu({ label, actions, contentClassName, modal = false }: RowActionsMenuProps) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={contentClassName}>
        {actions.map((action) => {
          if (!action) return null;
          const key = 'element' in action ? action.key : action.label;
          return (
            <Fragment key={key}>
              {action.separatorBefore && <DropdownMenuSeparator />}
              {'element' in action ? (
                action.element
              ) : (
                <DropdownMenuItem variant={action.variant} onSelect={action.onSelect}>
                  <action.icon aria-hidden="true" />
                  {action.label}
                </DropdownMenuItem>
              )}
            </Fragment>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
