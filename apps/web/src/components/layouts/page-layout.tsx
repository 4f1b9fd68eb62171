import { InfoIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { ScrollToTop } from '@/components/ui/scroll-to-top';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export type PageLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  /** Shown in a tooltip behind an info icon next to the title. */
  helpText?: ReactNode;
  /** Right-hand element of the header, e.g. the page's primary action. */
  headerRight?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Off on pages whose bottom edge holds form fields and a pinned bar (the checkout): the button would cover them. */
  scrollToTop?: boolean;
};

export function PageLayout({
  title,
  subtitle,
  helpText,
  headerRight,
  footer,
  children,
  className,
  scrollToTop = true,
}: PageLayoutProps) {
  return (
    <div
      data-slot="page-layout"
      className={cn(
        'mx-auto flex w-full min-w-0 max-w-screen-2xl flex-1 flex-col gap-4 px-3 py-4 sm:px-4 md:gap-6 md:px-6 md:py-6',
        className,
      )}
    >
      <div
        data-slot="page-header"
        // Wraps instead of squeezing: the actions drop under the title when both do not fit side by side.
        className="flex flex-wrap items-start justify-between gap-3"
      >
        <div className="min-w-0 flex-[1_1_16rem]">
          <div className="flex items-center gap-1">
            <h1 className="min-w-0 break-words font-bold text-2xl tracking-tight md:text-3xl">{title}</h1>
            {helpText && <PageHelp>{helpText}</PageHelp>}
          </div>
          {subtitle && <div className="mt-1 text-muted-foreground">{subtitle}</div>}
        </div>
        {headerRight && <div className="flex min-w-0 flex-wrap items-center gap-2">{headerRight}</div>}
      </div>
      <div data-slot="page-content" className="flex min-w-0 flex-1 flex-col gap-4">
        {children}
      </div>
      {footer && (
        <footer data-slot="page-footer" className="border-t pt-4">
          {footer}
        </footer>
      )}
      {scrollToTop && <ScrollToTop />}
    </div>
  );
}

function PageHelp({ children }: { children: ReactNode }) {
  const t = useMessages(en);
  const [open, setOpen] = useState(false);
  return (
    <DeferredTooltip
      content={children}
      open={open}
      onOpenChange={setOpen}
      side="bottom"
      className="max-w-[min(20rem,calc(100vw-2rem))]"
    >
      <button
        type="button"
        aria-label={t('pageHelp')}
        // Touch screens never hover: a tap toggles the tip (preventDefault: the tooltip does not close it on the press).
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <InfoIcon aria-hidden="true" className="size-5" />
      </button>
    </DeferredTooltip>
  );
}
