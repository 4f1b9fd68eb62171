import {
  type Market,
  type MarketPublicPage,
  type MarketPublicPageInput,
  MarketPublicPageInputSchema,
} from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { SettingCheckbox } from '@/components/ui/setting-checkbox';
import { useUpdateMarketPublicPage } from '@/entities/markets/save-market';
import { useRecordForm } from '@/hooks/use-save-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { RuleTextarea } from '../rule-textarea';
import { DirectoryVendors } from './directory-vendors';
import { PublicPageLinks } from './public-page-links';
import { suggestPublicSlug } from './suggest-public-slug';

// Inputs hold strings; the schema turns an empty address or rules into null. A market without an address
// starts with one made from its name, so turning the page on is one tick and Save.
const toFormValues = (page: MarketPublicPage, name: string): MarketPublicPageInput => ({
  public_slug: page.public_slug ?? suggestPublicSlug(name),
  public_page_enabled: page.public_page_enabled,
  public_rules: page.public_rules ?? '',
});

export function PublicPageForm({ market }: { market: Market }) {
  const t = useMessages(en);
  const update = useUpdateMarketPublicPage(market.id);
  const { form, submit } = useRecordForm(MarketPublicPageInputSchema, {
    record: market,
    toValues: (page: MarketPublicPage) => toFormValues(page, market.name),
    save: async (values) => {
      const result = await update.mutateAsync(values);
      return { ...result, message: sayShared(result.message) };
    },
  });
  const { errors, isValid, isDirty, isSubmitting } = form.formState;
  // The links follow what is saved, not what is typed: the page exists only once saved.
  const saved = update.data?.data ?? market;
  const prefix = `${window.location.origin}/m/`;

  return (
    <form onSubmit={submit} noValidate>
      <SectionCard
        titleId="public-page-title"
        title={t('publicPage')}
        description={t('publicPageDescription')}
      >
        <div className="grid gap-5">
          <Controller
            control={form.control}
            name="public_page_enabled"
            render={({ field }) => (
              <SettingCheckbox
                id="public-page-enabled"
                label={t('showPublicPage')}
                hint={t('showPublicPageHint')}
                checked={field.value}
                onChange={(checked) => {
                  field.onChange(checked);
                  // The address rule depends on the switch, so it is checked again.
                  void form.trigger('public_slug');
                }}
              />
            )}
          />
          <FormField
            id="public-page-slug"
            label={t('pageAddress')}
            hint={
              <>
                {/* The prefix beside the input is hidden from screen readers; they hear it here. */}
                <span className="sr-only">{t('pageAtPrefix', { prefix })} </span>
                {t('slugHint')}
              </>
            }
            error={errors.public_slug?.message}
          >
            {(aria) => (
              // Beside the input from 640 px; above it on a phone, where the origin would leave no room to type.
              <div className="grid min-w-0 sm:flex sm:items-stretch">
                <span
                  aria-hidden="true"
                  className="truncate rounded-t-md border border-input border-b-0 bg-muted px-3 py-1.5 text-muted-foreground text-sm sm:flex sm:max-w-[55%] sm:shrink-0 sm:items-center sm:rounded-tr-none sm:rounded-l-md sm:border-r-0 sm:border-b sm:py-0"
                  title={prefix}
                >
                  {prefix}
                </span>
                <Input
                  {...aria}
                  autoCapitalize="none"
                  autoComplete="off"
                  spellCheck={false}
                  className="rounded-t-none sm:rounded-tr-md sm:rounded-l-none"
                  {...form.register('public_slug')}
                />
              </div>
            )}
          </FormField>
          <FormField
            id="public-page-rules"
            label={t('rulesForShoppers')}
            hint={t('rulesForShoppersHint')}
            error={errors.public_rules?.message}
          >
            {(aria) => <RuleTextarea {...aria} rows={4} {...form.register('public_rules')} />}
          </FormField>
          <DirectoryVendors marketId={market.id} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
            <PublicPageLinks page={saved} />
            <Button
              type="submit"
              disabled={!isValid || !isDirty}
              loading={isSubmitting}
              className="sm:ml-auto"
            >
              {t('savePublicPage')}
            </Button>
          </div>
        </div>
      </SectionCard>
    </form>
  );
}
