import { useId } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { lazyPart } from '@/components/ui/lazy-part';
import { SectionCard } from '@/components/ui/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoothFeeSettings, useSaveBoothFeeSettings } from '@/entities/booth-fees/booth-fee-settings';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The form (its rates, validation and form library) loads after the settings page's first screen.
const BoothFeesForm = lazyPart(
  () => import('./booth-fees-form').then((m) => m.BoothFeesForm),
  <Skeleton aria-busy="true" className="h-32 w-full rounded-xl" />,
);

// The market settings page's "Booth fees" card (docs/season.md "Booth fees"): what the market charges for a booth,
// on the vendor's balance beside its percent-of-sales fees.
export function BoothFeesCard({ marketId }: { marketId: string }) {
  const t = useMessages(en);
  const titleId = useId();
  const settings = useBoothFeeSettings(marketId);
  const save = useSaveBoothFeeSettings(marketId);
  const { showSuccess } = useAlerts();
  return (
    <SectionCard
      titleId={titleId}
      title={t('title')}
      description={t('description')}
      contentClassName="grid gap-4"
    >
      {settings.isPending ? (
        <Skeleton aria-busy="true" className="h-32 w-full rounded-xl" />
      ) : settings.error ? (
        <p className="text-muted-foreground text-sm">{t('loadFailed')}</p>
      ) : (
        <BoothFeesForm
          // Saved values become the form's new starting point.
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          onSave={async (values) => showSuccess(sayShared((await save.mutateAsync(values)).message))}
        />
      )}
    </SectionCard>
  );
}
