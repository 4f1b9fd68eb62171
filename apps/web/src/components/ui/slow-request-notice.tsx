import { useIsMutating } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { stopWaitingForSaves } from '@/lib/save-requests';
import { Button } from './button';
import { Spinner } from './spinner';
import { useOpenDialog } from './use-open-dialog';

// Any save that has not answered after a few seconds says so, instead of a spinner that looks stuck, and can be let
// go of: "Stop waiting" aborts the request (lib/save-requests.ts); the form keeps what was typed and its own error
// handling says what happened (getErrorMessage of the SaveStoppedError). Screens with their own notice (the
// checkout, which can also cancel) mark their mutations `meta.ownSlowNotice`.
export function SlowRequestNotice() {
  const saving = useIsMutating({ predicate: (mutation) => mutation.meta?.ownSlowNotice !== true });
  const isSlow = useSlowPending(saving > 0);
  // A save made in a dialog: the page behind it is inert, and a click there would close it, so the notice goes inside.
  const dialog = useOpenDialog(isSlow);
  if (!isSlow) return null;
  const notice = (
    <div
      role="status"
      className="flex items-center gap-2 rounded-lg border bg-popover px-3 py-2 text-popover-foreground text-sm shadow-lg"
    >
      <span aria-hidden="true">
        <Spinner size="small" />
      </span>
      <span className="min-w-0 flex-1">Still saving… the network is slow. Keep this page open.</span>
      <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={stopWaitingForSaves}>
        Stop waiting
      </Button>
    </div>
  );
  if (dialog) {
    return createPortal(<div data-slot="dialog-slow-notice">{notice}</div>, dialog);
  }
  return <div className="fixed inset-x-3 top-3 z-[60] mx-auto max-w-md">{notice}</div>;
}
