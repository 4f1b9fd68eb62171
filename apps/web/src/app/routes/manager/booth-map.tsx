import { PageLayout } from '@/components/layouts/page-layout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BoothAssignments } from '@/features/booth-map/components/booth-assignments';
import { LayoutEditor } from '@/features/booth-map/components/layout-editor';
import { useManagerPermissions } from '@/lib/manager-permissions';
import { ChosenMarketContent } from './chosen-market-content';

const HELP =
  "Draw the market's layout once: booths with their labels, aisles and landmarks, in feet. Then give each vendor " +
  'a booth for the day; their default booth holds until you move them for a date.';

// Owner and co-managers draw the layout; market staff read it and give out booths on the day.
export function BoothMapPage() {
  const { canEditMarkets } = useManagerPermissions();
  return (
    <PageLayout title="Booth map" subtitle="The market's layout and who stands where." helpText={HELP}>
      <ChosenMarketContent>
        {(market) => (
          <Tabs key={market.id} defaultValue="layout">
            <TabsList>
              <TabsTrigger value="layout">Layout</TabsTrigger>
              <TabsTrigger value="dates">Booths by date</TabsTrigger>
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
