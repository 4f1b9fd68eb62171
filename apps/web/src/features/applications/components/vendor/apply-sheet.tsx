import type { ApplyInputSchema, BrowseMarket, DocumentRecord } from '@marketday/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { LoadingPlaceholders } from '@/components/ui/loading-placeholders';
import { SideSheet } from '@/components/ui/side-sheet';
import { useApplyToMarket } from '@/entities/applications/apply-to-market';
import { useOwnProducts } from '@/entities/products/list-own-products';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { placeOf, scheduleOf } from '../application-format';
import type { RenderDocumentStatus } from '../attached-documents';
import { MarketBrowser } from './market-browser';

// The application form (its fields, validation and form library) loads after the page's first screen.
const ApplyForm = lazyPart(() => import('./apply-form').then((m) => m.ApplyForm));

type ApplySheetProps = DialogOpenProps & {
  /** The vendor's own documents (the documents feature's list), undefined while loading. */
  documents: DocumentRecord[] | undefined;
  documentsError: unknown;
  renderDocumentStatus: RenderDocumentStatus;
};

// Two steps in one sheet: find a market, then write the application.
export function ApplySheet({
  open,
  onOpenChange,
  documents,
  documentsError,
  renderDocumentStatus,
}: ApplySheetProps) {
  const t = useMessages(en);
  const [market, setMarket] = useState<BrowseMarket | null>(null);

  function changeOpen(next: boolean) {
    // Each opening starts at the market list.
    if (!next) setMarket(null);
    onOpenChange(next);
  }

  return (
    <SideSheet
      open={open}
      onOpenChange={changeOpen}
      title={market ? t('applyToMarketName', { market: market.name }) : t('applyToMarket')}
      description={
        market ? [placeOf(market), scheduleOf(market)].filter(Boolean).join(' · ') : t('findMarketHint')
      }
      size="lg"
      contentClassName="overflow-y-auto"
    >
      <div className="grid gap-4 px-4 pb-6">
        {market ? (
          <ApplyStep
            market={market}
            documents={documents}
            documentsError={documentsError}
            renderDocumentStatus={renderDocumentStatus}
            onBack={() => setMarket(null)}
            onDone={() => changeOpen(false)}
          />
        ) : (
          <MarketBrowser onChoose={setMarket} />
        )}
      </div>
    </SideSheet>
  );
}

function ApplyStep({
  market,
  documents,
  documentsError,
  renderDocumentStatus,
  onBack,
  onDone,
}: Omit<ApplySheetProps, 'open' | 'onOpenChange'> & {
  market: BrowseMarket;
  onBack: () => void;
  onDone: () => void;
}) {
  const t = useMessages(en);
  const { showSuccess } = useAlerts();
  const apply = useApplyToMarket();
  const products = useOwnProducts();

  async function submit(input: z.output<typeof ApplyInputSchema>) {
    const result = await apply.mutateAsync(input);
    showSuccess(result.message);
    onDone();
  }

  const error = products.error ?? documentsError;
  return (
    <>
      <Button variant="ghost" className="justify-self-start" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('allMarketsBack')}
      </Button>
      {error ? (
        <DataTableErrorCard error={error} />
      ) : !products.data || !documents ? (
        // The form mounts once both lists are here, so current documents can start ticked.
        <LoadingPlaceholders
          className="grid gap-3"
          label={t('loadingProductsDocuments')}
          placeholders={['h-28 w-full', 'h-24 w-full', 'h-24 w-full']}
        />
      ) : (
        <ApplyForm
          marketId={market.id}
          products={products.data}
          documents={documents}
          renderDocumentStatus={renderDocumentStatus}
          onSubmit={submit}
        />
      )}
    </>
  );
}
