import { type BoothMapItem, boothSize } from '@marketday/shared';
import { itemName } from '@/components/booth-map/booth-map-drawing';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const KIND_ORDER = { BOOTH: 0, AISLE: 1, LANDMARK: 2 } as const;

// The map as a list, the same data as the drawing: for a keyboard, a screen reader or a small phone. A row's name
// selects the item for the inspector when the map can be edited.
export function LayoutItemTable({
  items,
  selected,
  onSelect,
}: {
  items: readonly BoothMapItem[];
  selected?: string | null;
  onSelect?: (itemId: string) => void;
}) {
  const t = useMessages(en);
  if (items.length === 0) return <p className="text-muted-foreground text-sm">{t('nothingOnMap')}</p>;
  const rows = [...items].sort(
    (a, b) =>
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.label.localeCompare(b.label, undefined, { numeric: true }),
  );
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{t('itemsOnMap')}</caption>
      <thead className="text-left text-muted-foreground">
        <tr>
          <th scope="col" className="w-1/2 py-2 pr-2 font-medium">
            {t('colItem')}
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            {t('colSize')}
          </th>
          <th scope="col" className="py-2 font-medium">
            {t('colPosition')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((item) => (
          <tr key={item.id} className={cn('border-t', item.id === selected && 'bg-accent')}>
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {onSelect ? (
                <button
                  type="button"
                  className="min-h-11 w-full truncate rounded text-left underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  aria-pressed={item.id === selected}
                  onClick={() => onSelect(item.id)}
                >
                  {itemName(item)}
                </button>
              ) : (
                <span className="block truncate">{itemName(item)}</span>
              )}
            </th>
            <td className="py-2 pr-2 tabular-nums">{boothSize(item)}</td>
            <td className="py-2 tabular-nums">
              {item.x}, {item.y}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
