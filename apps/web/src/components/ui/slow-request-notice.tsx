import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { useMessages } from '@/lib/i18n/use-messages';
import { isWaitedOnLoad, stopWaitingForLoads } from '@/lib/load-requests';
import { useOnline } from '@/lib/offline/use-online';
import { stopWaitingForSaves } from '@/lib/save-requests';
import { Button } from './button';
import en from './locales/en.json';
import { Spinner } from './spinner';
import { useOpenDialog } from './use-open-dialog';

type SlowNoticeProps = { message: string; action: string; onAction: () => void };

function SlowNotice({ message, action, onAction }: SlowNoticeProps) {
  return (
    <div
      role="status"
      className="flex items-center gap-2 rounded-lg border bg-popover px-3 py-2 text-popover-foreground text-sm shadow-lg"
    >
      <span aria-hidden="true">
        <Spinner size="small" />
      </span>
      <span className="min-w-0 flex-1">{message}</span>
      <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

// Any save that has not answered after a few seconds says so, instead of a spinner that looks stuck, and can be let
// go of: "Stop waiting" aborts the request (lib/save-requests.ts); the form keeps what was typed and its own error
// handling says what happened (getErrorMessage of the SaveStoppedError). Screens with their own notice (the
// checkout, which can also cancel) mark their mutations `meta.ownSlowNotice`.
function useSlowSaves(): boolean {
  const saving = useIsMutating({ predicate: (mutation) => mutation.meta?.ownSlowNotice !== true });
  return useSlowPending(saving > 0);
}

// Likewise a page whose data has not come after a few seconds, instead of skeletons for the ~40 s the timeouts and
// retries take: "Stop loading" cancels the load (lib/load-requests.ts) and the page shows its error card with Retry.
// Only a first load counts, not a refetch of data on screen; and not without a network, where the queries wait
// (paused) and the page shows what is kept on the device, with the header's Offline.
function useSlowLoads(): boolean {
  const online = useOnline();
  const loading = useIsFetching({ predicate: isWaitedOnLoad });
  return useSlowPending(online && loading > 0);
}

export function SlowRequestNotice() {
  const t = useMessages(en);
  const queryClient = useQueryClient();
  const isSavingSlow = useSlowSaves();
  const isLoadingSlow = useSlowLoads();
  // A request made in a dialog: the page behind it is inert, and a click there would close it, so the notice goes inside.
  const dialog = useOpenDialog(isSavingSlow || isLoadingSlow);
  if (!isSavingSlow && !isLoadingSlow) return null;
  const notices = (
    <>
      {isSavingSlow && (
        <SlowNotice message={t('stillSaving')} action={t('stopWaiting')} onAction={stopWaitingForSaves} />
      )}
      {isLoadingSlow && (
        <SlowNotice
          message={t('stillLoading')}
          action={t('stopLoading')}
          onAction={() => void stopWaitingForLoads(queryClient)}
        />
      )}
    </>
  );
  if (dialog) {
    return createPortal(
      <div data-slot="dialog-slow-notice" className="flex flex-col gap-2">
        {notices}
      </div>,
      dialog,
    );
  }
  return <div className="fixed inset-x-3 top-3 z-[60] mx-auto flex max-w-md flex-col gap-2">{notices}</div>;
}
