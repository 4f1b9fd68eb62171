import { useEffect, useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';

/** How long a copy button shows its tick after copying. */
const COPIED_MS = 2_000;

type CopyMessages = {
  /** The success alert, e.g. 'Access code copied.' */
  copied: string;
  /** The error alert when the clipboard refuses, telling people to copy by hand. */
  failed: string;
};

/**
 * Copies text to the clipboard and says so in an alert; `isCopied` stays true for a moment so the button can
 * show a tick. Clipboard access needs a secure page and permission: when refused, the text stays on screen
 * to copy by hand and `failed` says so.
 */
export function useCopyText({ copied, failed }: CopyMessages) {
  const { showSuccess, showError } = useAlerts();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setIsCopied(true);
      showSuccess(copied);
    } catch {
      showError(failed);
    }
  }

  return { isCopied, copy };
}
