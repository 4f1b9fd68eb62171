import { TRIAL_DAYS } from '@marketday/shared';
import { ChevronDown } from 'lucide-react';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { FAQ_ITEMS } from './faq-items';

// details/summary: a native disclosure that works with keyboard and screen readers without script.
export function FaqList() {
  const t = useMessages(en);
  return (
    <div className="divide-y rounded-xl border bg-card shadow-sm">
      {FAQ_ITEMS.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-base outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            {t(item.question)}
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-muted-foreground">{t(item.answer, { days: TRIAL_DAYS })}</p>
        </details>
      ))}
    </div>
  );
}
