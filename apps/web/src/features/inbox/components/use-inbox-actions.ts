import { NOTIFICATION_MESSAGES } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { useBulkArchive } from '@/entities/notifications/bulk-archive';
import { useBulkDelete } from '@/entities/notifications/bulk-delete';
import { useBulkRead } from '@/entities/notifications/bulk-read';
import { useMarkRead } from '@/entities/notifications/mark-read';
import { sayShared } from '@/lib/i18n/use-messages';

// The inbox's mutations with their toasts. Each action resolves to whether it succeeded, so the
// caller can clear its selection or close a dialog; failures show the catalogue's messages (docs/product.md §8).
export function useInboxActions() {
  const { showSuccess, showError } = useAlerts();
  const markRead = useMarkRead();
  const bulkRead = useBulkRead();
  const bulkArchive = useBulkArchive();
  const bulkDelete = useBulkDelete();

  async function attempt<T>(
    run: () => Promise<T>,
    failure: string,
    successMessage?: (result: T) => string | undefined,
  ): Promise<boolean> {
    try {
      const result = await run();
      const message = successMessage?.(result);
      if (message) showSuccess(message);
      return true;
    } catch {
      showError(sayShared(failure));
      return false;
    }
  }

  return {
    isBusy: bulkRead.isPending || bulkArchive.isPending || bulkDelete.isPending,
    isDeleting: bulkDelete.isPending,
    // Read state shows in the list itself, so a single change needs no toast.
    markOne: (id: string, isRead: boolean) =>
      attempt(() => markRead.mutateAsync({ id, isRead }), NOTIFICATION_MESSAGES.updateFailed),
    markMany: (ids: string[], isRead: boolean) =>
      attempt(() => bulkRead.mutateAsync({ ids, isRead }), NOTIFICATION_MESSAGES.updateManyFailed),
    // There is no single archive endpoint; one message goes through the bulk call.
    archive: ({ ids, archive, isBulk }: { ids: string[]; archive: boolean; isBulk: boolean }) =>
      attempt(
        () => bulkArchive.mutateAsync({ ids, archive }),
        // The server answers { updated }: the list itself shows the change, so there is no toast.
        isBulk ? NOTIFICATION_MESSAGES.updateManyFailed : NOTIFICATION_MESSAGES.updateFailed,
      ),
    remove: (ids: string[]) =>
      attempt(
        () => bulkDelete.mutateAsync(ids),
        NOTIFICATION_MESSAGES.deleteFailed,
        (result) => result.message || sayShared(NOTIFICATION_MESSAGES.deleted),
      ),
  };
}
