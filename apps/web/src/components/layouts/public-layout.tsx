import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { MarketdayBrand } from './marketday-brand';

const NAV_LINK =
  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-muted-foreground text-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:text-foreground aria-[current=page]:underline aria-[current=page]:underline-offset-4';

// Content pages (about, faq, community, unsubscribe): top navigation and footer, no sidebar.
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <title>{`${title} · Marketday`}</title>
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="border-b bg-background/95 backdrop-blur md:sticky md:top-0 md:z-20">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-2">
          <MarketdayBrand className="text-primary" />
          {/* On phones the page links wrap onto their own row so nothing scrolls sideways. */}
          <nav aria-label="Main" className="order-last w-full md:order-none md:ml-4 md:w-auto">
            <ul className="-mx-3 flex md:mx-0">
              <li>
                <NavLink to={paths.faq} className={NAV_LINK}>
                  FAQ
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.community} className={NAV_LINK}>
                  Community
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" className="px-3">
              <Link to={paths.login}>Sign in</Link>
            </Button>
            <Button asChild className="px-3 sm:px-4">
              <Link to={paths.createAccount}>Sign Up!</Link>
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
  const links = [
    { to: paths.about, label: 'About' },
    { to: paths.faq, label: 'FAQ' },
    { to: paths.community, label: 'Community' },
    { to: paths.login, label: 'Sign in' },
    { to: paths.createAccount, label: 'Create an account' },
  ];
  return (
    <footer className="border-t bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer">
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
        <p className="text-muted-foreground text-sm">
          © {new Date().getFullYear()} Marketday · Tools for farmers markets and the people who run them.
        </p>
      </div>
    </footer>
  );
}
