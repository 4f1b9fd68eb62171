import { CheckIcon, CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCopyText } from '@/hooks/use-copy-text';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The code in a typeface where every character is distinct, with a button that copies it to hand out.
export function AccessCode({ code, className }: { code: string; className?: string }) {
  const t = useMessages(en);
  const { isCopied, copy } = useCopyText({ copied: t('codeCopied'), failed: t('codeCopyFailed') });

  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <code className="select-all rounded bg-muted px-2 py-1 font-mono text-sm tracking-wider">{code}</code>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={() => copy(code)}
        aria-label={t('copyCode', { code })}
      >
        {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      </Button>
    </span>
  );
}
