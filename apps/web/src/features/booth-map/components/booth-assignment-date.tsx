import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useBoothMap } from '@/entities/booth-map/get-booth-map';
import { useBoothAssignments } from '@/entities/booth-map/list-booth-assignments';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { useBoothMove } from './assign-booth-move';
import { boothChoices, orderAssignments } from './assign-booths';
import { BoothAssignmentList } from './booth-assignment-list';
import { BoothAssignmentMap } from './booth-assignment-map';

export type BoothAssignmentView = 'map' | 'list';

type BoothAssignmentDateProps = {
  marketId: string;
  date: string;
  title: string;
  view: BoothAssignmentView;
  canAssign: boolean;
};

// One date's booths, on the map or in the list: the same data and the same moves either way.
export function BoothAssignmentDate({ marketId, date, title, view, canAssign }: BoothAssignmentDateProps) {
  const t = useMessages(en);
  const map = useBoothMap(marketId);
  const assignments = useBoothAssignments(marketId, date);
  const { move } = useBoothMove(marketId, date);
  if (map.isPending || assignments.isPending)
    return <Skeleton aria-busy="true" className="h-64 rounded-xl" />;
  const error = (!map.data && map.error) || (!assignments.data && assignments.error);
  if (error) return <DataTableErrorCard error={error} />;
  if (!map.data || !assignments.data) return null;

  const booths = boothChoices(map.data.layout);
  const rows = orderAssignments(assignments.data.assignments, booths);
  if (booths.length === 0) return <p>{t('noBoothsYet')}</p>;
  return view === 'map' ? (
    <BoothAssignmentMap
      layout={map.data.layout}
      rows={rows}
      booths={booths}
      canAssign={canAssign}
      title={title}
      onMove={move}
    />
  ) : (
    <BoothAssignmentList rows={rows} booths={booths} canAssign={canAssign} onMove={move} />
  );
}
