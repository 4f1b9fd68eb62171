import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { LanguagePicker } from '@/components/ui/language-picker';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';
import { MarketdayBrand } from './marketday-brand';

const NAV_LINK =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:underline-offset-4';

// Content pages (about, faq, community, unsubscribe): top navigation and footer, no sidebar.
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages(en);
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <title>{t('pageTitle', { title })}</title>
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b bg-background/95 backdrop-blur md:sticky md:top-0 md:z-20">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-2">
          <MarketdayBrand className="text-primary" />
          {/* On phones the page links wrap onto their own row so nothing scrolls sideways. */}
          <nav aria-label={t('mainNav')} className="order-last w-full md:order-none md:ml-4 md:w-auto">
            <ul className="-mx-3 flex md:mx-0">
              <li>
                <NavLink to={paths.faq} className={NAV_LINK}>
                  {t('faq')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.community} className={NAV_LINK}>
                  {t('community')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" className="px-3">
              <Link to={paths.login}>{t('signIn')}</Link>
            </Button>
            <Button asChild className="px-3 sm:px-4">
              <Link to={paths.createAccount}>{t('signUp')}</Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

function PublicFooter() {
  const t = useMessages(en);
  const links = [
    { to: paths.about, label: t('about') },
    { to: paths.faq, label: t('faq') },
    { to: paths.community, label: t('community') },
    { to: paths.login, label: t('signIn') },
    { to: paths.createAccount, label: t('createAccount') },
  ];
  return (
    <footer className="border-t bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('footerNav')}>
          <ul className="-mx-3 flex flex-wrap">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={NAV_LINK}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The page follows the browser's language; a reader who wants the other one picks it here. */}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 md:justify-end">
          <LanguagePicker />
          <p className="text-muted-foreground text-sm">
            {t('footerTagline', { year: String(new Date().getFullYear()) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
