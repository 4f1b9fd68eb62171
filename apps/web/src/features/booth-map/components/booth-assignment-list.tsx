import type { BoothAssignment } from '@marketday/shared';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { BoothMove } from './assign-booth-move';
import type { BoothChoice } from './assign-booths';
import { MovedBadge } from './booth-assignment-moved';

type BoothAssignmentListProps = {
  rows: readonly BoothAssignment[];
  booths: readonly BoothChoice[];
  canAssign: boolean;
  onMove: BoothMove;
};

const NO_BOOTH = '';

// The same assignments as the map, as a table: each vendor's booth is a native select, so a keyboard or a screen
// reader does everything the map's taps and drags do.
export function BoothAssignmentList({ rows, booths, canAssign, onMove }: BoothAssignmentListProps) {
  const t = useMessages(en);
  const holder = new Map(rows.flatMap((row) => (row.booth_id ? [[row.booth_id, row.business_name]] : [])));
  const labelOf = new Map(booths.map((booth) => [booth.id, `${booth.label} (${booth.size})`]));
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{t('boothOfEachVendor')}</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            {t('colVendor')}
          </th>
          <th scope="col" className="w-[45%] py-2 font-medium">
            {t('colBooth')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.market_vendor_id} className="border-b align-middle">
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              <span className="block break-words font-medium">{row.business_name}</span>
              {row.source === 'DATE' && <MovedBadge />}
            </th>
            <td className="py-2">
              {canAssign ? (
                <select
                  aria-label={t('boothOf', { name: row.business_name })}
                  value={row.booth_id ?? NO_BOOTH}
                  onChange={(event) => onMove(row, event.target.value || null)}
                  className="h-11 w-full min-w-0 rounded-md border border-input bg-background px-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
                >
                  <option value={NO_BOOTH}>{t('noBooth')}</option>
                  {booths.map((booth) => {
                    const other = holder.get(booth.id);
                    const taken = other && booth.id !== row.booth_id ? ` – ${other}` : '';
                    return (
                      <option key={booth.id} value={booth.id}>
                        {`${booth.label} (${booth.size})${taken}`}
                      </option>
                    );
                  })}
                </select>
              ) : (
                <span>{row.booth_id ? (labelOf.get(row.booth_id) ?? row.booth_id) : t('noBooth')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
