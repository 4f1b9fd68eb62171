import type { BoothAssignment } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { useAssignBooth } from '@/entities/booth-map/assign-booth';
import { getErrorMessage } from '@/lib/api-client';

export type BoothMove = (row: BoothAssignment, boothId: string | null) => void;

// One vendor moved to a booth (or to none) on one date. Nothing changes on screen until the server has it: a
// refused move (a taken booth, 409) leaves everyone where they were and shows the server's own words.
export function useBoothMove(marketId: string, date: string) {
  const assign = useAssignBooth(marketId);
  const { showError } = useAlerts();
  const move: BoothMove = (row, boothId) => {
    if (row.booth_id === boothId) return;
    assign.mutate(
      { date, marketVendorId: row.market_vendor_id, booth_id: boothId },
      { onError: (error) => showError(getErrorMessage(error, { useDetail: true }), row.business_name) },
    );
  };
  return { move, isMoving: assign.isPending };
}
