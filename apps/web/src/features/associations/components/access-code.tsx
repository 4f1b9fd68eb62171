import { CheckIcon, CopyIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const COPIED_MS = 2_000;

// The code in a typeface where every character is distinct, with a button that copies it to hand out.
export function AccessCode({ code, className }: { code: string; className?: string }) {
  const { showSuccess, showError } = useAlerts();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      showSuccess('Access code copied.');
    } catch {
      // Clipboard access needs a secure page and permission; the code stays on screen to copy by hand.
      showError('Could not copy the access code. Select it and copy it instead.');
    }
  }

  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <code className="select-all rounded bg-muted px-2 py-1 font-mono text-sm tracking-wider">{code}</code>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        onClick={copy}
        aria-label={`Copy access code ${code}`}
      >
        {isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
      </Button>
    </span>
  );
}
