import {
  CircleAlertIcon,
  CircleCheckIcon,
  InfoIcon,
  type LucideIcon,
  TriangleAlertIcon,
  XIcon,
} from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import './animations.css';
import en from './locales/en.json';

export type AlertType = 'error' | 'info' | 'warning' | 'success';

export type AlertNoticeProps = {
  type: AlertType;
  message: string;
  title?: string | undefined;
  networkStatus?: number | string | undefined;
  isClosing?: boolean;
  onClose: () => void;
  className?: string;
  /**
   * Outside a dialog the notice takes the app bar's place and no more (two lines; "More" shows the rest),
   * so it never lies over the page (issue 31: stacked toasts covered the checkout's vendor name and Gross).
   */
  compact?: boolean;
};

// Each type has its own icon shape and a spoken label, so colour is never the only signal.
const TYPE_STYLES: Record<
  AlertType,
  { icon: LucideIcon; label: 'alertError' | 'alertWarning' | 'alertSuccess' | 'alertInfo'; accent: string }
> = {
  error: { icon: CircleAlertIcon, label: 'alertError', accent: 'border-l-destructive text-destructive' },
  warning: { icon: TriangleAlertIcon, label: 'alertWarning', accent: 'border-l-warning text-warning' },
  success: { icon: CircleCheckIcon, label: 'alertSuccess', accent: 'border-l-success text-success' },
  info: { icon: InfoIcon, label: 'alertInfo', accent: 'border-l-info text-info' },
};

export function AlertNotice({
  type,
  message,
  title,
  networkStatus,
  isClosing = false,
  onClose,
  className,
  compact = false,
}: AlertNoticeProps) {
  const t = useMessages(en);
  const { icon: Icon, label: labelKey, accent } = TYPE_STYLES[type];
  const label = t(labelKey);
  const [expanded, setExpanded] = useState(false);
  // A message longer than the two lines offers the rest ("More").
  const text = useRef<HTMLParagraphElement>(null);
  const [isCut, setIsCut] = useState(false);
  useLayoutEffect(() => {
    const element = text.current;
    if (compact && element && !expanded) setIsCut(element.scrollHeight > element.clientHeight + 1);
  }, [compact, expanded]);
  return (
    <div
      data-slot="alert-notice"
      data-type={type}
      data-state={isClosing ? 'closed' : 'open'}
      role={type === 'error' ? 'alert' : 'status'}
      className={cn(
        // 180 ms = ALERT_EXIT_MS: the provider removes the notice when this exit animation ends.
        'pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-l-4 bg-card p-3 text-card-foreground shadow-lg',
        compact && 'min-h-14 items-center gap-2 rounded-none border-x-0 border-t-0 py-1.5',
        'animate-[md-slide-down-in_180ms_ease-out] data-[state=closed]:animate-[md-slide-down-out_180ms_ease-in_forwards] motion-reduce:animate-none!',
        accent,
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {compact ? (
        <div className="flex min-w-0 flex-1 items-center gap-1">
          <p
            ref={text}
            className={cn('min-w-0 flex-1 text-foreground text-sm leading-snug', !expanded && 'line-clamp-2')}
          >
            {title ? (
              <span className="font-semibold">{title} </span>
            ) : (
              <span className="sr-only">{label}: </span>
            )}
            <span className="break-words">{message}</span>
            {networkStatus !== undefined && (
              <span className="text-muted-foreground text-xs tabular">
                {' '}
                {t('alertStatus', { status: networkStatus })}
              </span>
            )}
          </p>
          {(isCut || expanded) && (
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded((open) => !open)}
              className="shrink-0 rounded-md px-2 py-1 font-medium text-foreground text-xs underline outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {expanded ? t('alertLess') : t('alertMore')}
            </button>
          )}
        </div>
      ) : (
        <div className="min-w-0 flex-1 text-foreground text-sm">
          {title ? (
            <p className="font-semibold leading-snug">{title}</p>
          ) : (
            <span className="sr-only">{label}: </span>
          )}
          <p className="break-words leading-snug">{message}</p>
          {networkStatus !== undefined && (
            <p className="mt-1 text-muted-foreground text-xs tabular">
              {t('alertStatus', { status: networkStatus })}
            </p>
          )}
        </div>
      )}
      <button
        type="button"
        aria-label={t('close')}
        onClick={onClose}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
