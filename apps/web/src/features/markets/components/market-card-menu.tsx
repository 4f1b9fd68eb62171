import type { Market } from '@marketday/shared';
import { EllipsisVertical, ScrollText, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import en from '../locales/en.json';
import { marketLinks } from '../market-links';
import { DeleteMarketDialog } from './delete-market-dialog';

export function MarketCardMenu({ market }: { market: Pick<Market, 'id' | 'name'> }) {
  const t = useMessages(en);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  // Market staff only read their markets; a co-manager edits them but never deletes one (docs/decisions/029).
  const { isOwner, canEditMarkets } = useManagerPermissions();
  if (!canEditMarkets) return null;
  return (
    <>
      {/* Non-modal: a modal menu would leave the page inert when the delete dialog opens from it. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="relative z-10 -mt-2 -mr-2"
            aria-label={t('actionsFor', { market: market.name })}
          >
            <EllipsisVertical className="size-5" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-44">
          <DropdownMenuItem asChild>
            <Link to={marketLinks.settings(market.id)}>
              <Settings aria-hidden /> {t('edit')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={marketLinks.rules(market.id)}>
              <ScrollText aria-hidden /> {t('rules')}
            </Link>
          </DropdownMenuItem>
          {isOwner && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setIsDeleteOpen(true)}>
                <Trash2 aria-hidden /> {t('delete')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {isOwner && <DeleteMarketDialog market={market} open={isDeleteOpen} onOpenChange={setIsDeleteOpen} />}
    </>
  );
}
