import { type MarketRules, RULE_KEYS, RULE_LABELS } from '@marketday/shared';
import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Rules can run long, so they stay folded until the vendor asks for them.
export function MarketRulesDisclosure({ rules }: { rules: MarketRules }) {
  const t = useMessages(en);
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const written = RULE_KEYS.filter((key) => rules[key]?.trim());
  if (written.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('noRules')}</p>;
  }
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="justify-between"
      >
        {isOpen ? t('hideRules') : t('showRules', { count: written.length })}
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', isOpen && 'rotate-180')} />
      </Button>
      <dl id={panelId} hidden={!isOpen} className="grid gap-3 rounded-md border p-3 text-sm">
        {written.map((key) => (
          <div key={key} className="grid gap-1">
            <dt className="font-medium">{sayShared(RULE_LABELS[key])}</dt>
            <dd className="whitespace-pre-line break-words text-muted-foreground">{rules[key]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
