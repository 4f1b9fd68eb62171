import type { ReactNode } from 'react';
import { LanguagePicker } from '@/components/ui/language-picker';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import { MarketIllustration } from './market-illustration';
import { MarketdayBrand } from './marketday-brand';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

// docs/product.md §2: unauthenticated pages use a split layout with a banner; below 768 px the banner becomes a header.
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  const t = useMessages(en);
  return (
    <div className="min-h-svh bg-background md:grid md:grid-cols-[5fr_7fr] lg:grid-cols-2">
      <title>{t('pageTitle', { title })}</title>
      <header className="bg-primary text-primary-foreground md:sticky md:top-0 md:flex md:h-svh md:flex-col md:justify-between md:gap-8 md:p-10 lg:p-14">
        <div className="flex min-w-0 items-center gap-3 px-4 py-2 md:p-0">
          <MarketdayBrand className="focus-visible:ring-primary-foreground/70" />
          <p className="ml-auto hidden truncate text-primary-foreground/90 text-sm sm:block md:hidden">
            {t('tagline')}
          </p>
          <LanguagePicker className="ml-auto sm:ml-0 md:ml-auto" />
        </div>
        <MarketIllustration className="hidden w-full max-w-md self-center md:block" />
        <div className="hidden md:block">
          <p className="text-balance font-semibold text-3xl leading-tight">{t('headline')}</p>
          <p className="mt-3 max-w-prose text-base text-primary-foreground/90">{t('pitch')}</p>
        </div>
      </header>
      <main className="flex justify-center px-4 py-8 md:items-center md:px-8 md:py-12">
        <div className="w-full max-w-md">
          <h1 className="font-bold text-2xl tracking-tight">{title}</h1>
          {description ? <div className="mt-1.5 text-muted-foreground">{description}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
