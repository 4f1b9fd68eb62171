import { type Market, type MarketRules, MarketRulesSchema, RULE_KEYS, RULE_LABELS } from '@marketday/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { useUpdateMarketRules } from '@/entities/markets/save-market';
import { useSaveForm } from '@/hooks/use-save-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { marketLinks } from '../market-links';
import { RuleTextarea } from './rule-textarea';

// Textareas hold strings; a rule left empty is saved as null (no rule).
const toFormValues = (rules: MarketRules): MarketRules =>
  Object.fromEntries(RULE_KEYS.map((key) => [key, rules[key] ?? ''])) as MarketRules;
const toRules = (values: MarketRules): MarketRules =>
  Object.fromEntries(RULE_KEYS.map((key) => [key, values[key]?.trim() ? values[key] : null])) as MarketRules;

export function RulesForm({ market }: { market: Market }) {
  const t = useMessages(en);
  const updateRules = useUpdateMarketRules(market.id);
  const form = useZodForm(MarketRulesSchema, {
    defaultValues: toFormValues(market.rules),
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;

  const submit = useSaveForm({
    form,
    save: async (values) => {
      const result = await updateRules.mutateAsync(toRules(values));
      return { ...result, message: sayShared(result.message) };
    },
    savedValues: (result) => toFormValues(result.data.rules),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Card>
        <CardContent className="grid gap-5">
          {RULE_KEYS.map((key) => (
            <FormField
              key={key}
              id={`rule-${key}`}
              label={sayShared(RULE_LABELS[key])}
              error={errors[key]?.message}
            >
              {(aria) => <RuleTextarea {...aria} rows={key === 'summary' ? 3 : 4} {...form.register(key)} />}
            </FormField>
          ))}
        </CardContent>
      </Card>
      <div className="sticky bottom-0 z-10 -mx-3 flex flex-col-reverse gap-2 border-t bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:justify-end sm:rounded-xl sm:border sm:px-4">
        <Button asChild variant="outline">
          <Link to={marketLinks.detail(market.id)}>{t('backToMarket')}</Link>
        </Button>
        <Button type="submit" disabled={!isValid || !isDirty} loading={isSubmitting}>
          {t('saveRules')}
        </Button>
      </div>
    </form>
  );
}
