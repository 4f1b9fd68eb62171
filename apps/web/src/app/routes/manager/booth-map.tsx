import { PageLayout } from '@/components/layouts/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BoothAssignments } from '@/features/booth-map/components/booth-assignments';
import { LayoutEditor } from '@/features/booth-map/components/layout-editor';
import { useMessages } from '@/lib/i18n/use-messages';
import { useManagerPermissions } from '@/lib/manager-permissions';
import { ChosenMarketContent } from './chosen-market-content';
import en from './locales/en.json';

// Owner and co-managers draw the layout; market staff read it and give out booths on the day.
export function BoothMapPage() {
  const t = useMessages(en);
  const { canEditMarkets } = useManagerPermissions();
  return (
    <PageLayout title={t('boothMapTitle')} subtitle={t('boothMapSubtitle')} helpText={t('boothMapHelp')}>
      <ChosenMarketContent>
        {(market) => (
          <Tabs key={market.id} defaultValue="layout">
            <TabsList>
              <TabsTrigger value="layout">{t('layoutTab')}</TabsTrigger>
              <TabsTrigger value="dates">{t('boothsByDateTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="layout">
              <LayoutEditor marketId={market.id} marketName={market.name} canEdit={canEditMarkets} />
            </TabsContent>
            <TabsContent value="dates">
              <BoothAssignments marketId={market.id} canAssign />
            </TabsContent>
          </Tabs>
        )}
      </ChosenMarketContent>
    </PageLayout>
  );
}
