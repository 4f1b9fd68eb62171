import { zodResolver } from '@hookform/resolvers/zod';
import { type Market, type MarketInput, type MarketInputParsed, MarketInputSchema } from '@marketday/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { BasicsSection } from './basics-section';
import { CustomFieldsSection } from './custom-fields-section';
import { FeesSection } from './fees-section';
import { FormActions } from './form-actions';
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
  // The rules live once, in the shared schema the API validates with too.
  const form = useForm<MarketInput, unknown, MarketInputParsed>({
    resolver: zodResolver(MarketInputSchema),
    mode: 'onChange',
    defaultValues: marketFormDefaults(market),
  });
  const { isValid, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(toMarketInput(values)));

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <BasicsSection />
        <LocationSection />
        <FeesSection />
        <TokensSection marketId={market?.id} savedTokens={market?.tokens ?? []} />
        <CustomFieldsSection />
        <FormActions
          submitLabel={market ? 'Save Changes' : 'Create Market'}
          cancelTo={cancelTo}
          isValid={isValid}
          isSubmitting={isSubmitting}
        />
      </form>
    </FormProvider>
  );
}
