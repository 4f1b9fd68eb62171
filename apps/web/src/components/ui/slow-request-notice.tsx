import { useIsMutating } from '@tanstack/react-query';
import { useSlowPending } from '@/hooks/use-slow-pending';
import { Spinner } from './spinner';

// Any save that has not answered after a few seconds says so, instead of a spinner that looks stuck.
// Screens with their own notice (the checkout, which can also cancel) mark their mutations `meta.ownSlowNotice`.
export function SlowRequestNotice() {
  const saving = useIsMutating({ predicate: (mutation) => mutation.meta?.ownSlowNotice !== true });
  const isSlow = useSlowPending(saving > 0);
  if (!isSlow) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 top-3 z-[60] mx-auto flex max-w-sm items-center gap-2 rounded-lg border bg-popover px-3 py-2 text-sm shadow-lg"
    >
      <span aria-hidden="true">
        <Spinner size="small" />
      </span>
      Still saving… the network is slow. Keep this page open.
    </div>
  );
}
