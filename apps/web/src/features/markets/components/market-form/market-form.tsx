import { type Market, type MarketInput, MarketInputSchema } from '@marketday/shared';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { SaveBar } from '@/components/ui/save-bar';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { BasicsSection } from './basics-section';
import { CustomFieldsSection } from './custom-fields-section';
import { FeesSection } from './fees-section';
import { marketFormDefaults, toMarketInput } from './form-values';
import { LocationSection } from './location-section';
import { TokensSection } from './tokens-section';

type MarketFormProps = {
  /** The market being edited; without it the form creates one. */
  market?: Market;
  cancelTo: string;
  onSubmit: (input: MarketInput) => Promise<void>;
};

export function MarketForm({ market, cancelTo, onSubmit }: MarketFormProps) {
  const t = useMessages(en);
  // The rules live once, in the shared schema the API validates with too.
  const form = useZodForm(MarketInputSchema, {
    defaultValues: marketFormDefaults(market),
  });
  const { isValid, isSubmitting } = form.formState;
  // 400 and 409 explain themselves in `detail` (the spec's validation message), or name their field.
  const { onSubmit: submit } = useServerForm({
    form,
    send: (values) => onSubmit(toMarketInput(values)),
    refusal: 'toast',
  });

  return (
    <FormProvider {...form}>
      {/* One column that never grows past the page (minmax(0, 1fr)): a wide field scrolls or wraps inside its
          card instead of widening the page on a phone. */}
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
        <BasicsSection />
        <LocationSection />
        <FeesSection />
        <TokensSection marketId={market?.id} savedTokens={market?.tokens ?? []} />
        <CustomFieldsSection />
        <SaveBar
          submitLabel={market ? t('saveChanges') : t('createMarket')}
          isValid={isValid}
          isSubmitting={isSubmitting}
          isSticky
          secondary={
            <Button asChild variant="outline" className="shrink-0">
              <Link to={cancelTo}>{t('cancel')}</Link>
            </Button>
          }
        />
      </form>
    </FormProvider>
  );
}
