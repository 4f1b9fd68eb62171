import type { BoothAssignment, BoothMapLayout } from '@marketday/shared';
import { type DragEvent, useRef, useState } from 'react';
import { BoothMapDrawing } from '@/components/booth-map/booth-map-drawing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BoothMove } from './assign-booth-move';
import { type BoothChoice, boothAt, namesByBooth } from './assign-booths';
import { MovedBadge } from './booth-assignment-moved';

type BoothAssignmentMapProps = {
  layout: BoothMapLayout;
  rows: readonly BoothAssignment[];
  booths: readonly BoothChoice[];
  canAssign: boolean;
  title: string;
  onMove: BoothMove;
};

const DRAGGED = 'application/x-market-vendor';

// The date's booths on the map. A tap on a vendor then a tap on a booth moves them (the touch path); with a mouse
// a vendor can also be dragged onto a booth. A tap on a booth with nobody picked picks the vendor standing there.
export function BoothAssignmentMap({
  layout,
  rows,
  booths,
  canAssign,
  title,
  onMove,
}: BoothAssignmentMapProps) {
  const [pickedId, setPickedId] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const picked = rows.find((row) => row.market_vendor_id === pickedId) ?? null;
  const labelOf = new Map(booths.map((booth) => [booth.id, booth.label]));

  function moveTo(row: BoothAssignment, boothId: string | null) {
    setPickedId(null);
    onMove(row, boothId);
  }

  function onBoothClick(boothId: string) {
    if (!canAssign) return;
    if (picked) return moveTo(picked, boothId);
    setPickedId(rows.find((row) => row.booth_id === boothId)?.market_vendor_id ?? null);
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    const row = rows.find((r) => r.market_vendor_id === event.dataTransfer.getData(DRAGGED));
    const drawn = svg.current;
    const booth = row && drawn ? boothUnder(drawn, layout, event.clientX, event.clientY) : undefined;
    if (!row || !booth) return;
    event.preventDefault();
    moveTo(row, booth);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <fieldset
        className="min-w-0 rounded-lg border p-2 lg:order-first"
        onDragOver={(event) =>
          canAssign && event.dataTransfer.types.includes(DRAGGED) && event.preventDefault()
        }
        onDrop={onDrop}
      >
        <legend className="sr-only">Booths on the map</legend>
        <BoothMapDrawing
          layout={layout}
          title={title}
          svgRef={svg}
          names={namesByBooth(rows)}
          selected={picked?.booth_id ?? null}
          onBoothClick={canAssign ? onBoothClick : undefined}
        />
      </fieldset>
      <section
        aria-label="Vendors of the date"
        className="order-first grid content-start gap-2 lg:order-none"
      >
        {canAssign && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-muted-foreground text-sm" aria-live="polite">
              {picked
                ? `${picked.business_name}: tap their booth on the map.`
                : 'Tap a vendor, then their booth. With a mouse, drag a vendor onto a booth.'}
            </p>
            {picked?.booth_id && (
              <Button type="button" variant="outline" size="sm" onClick={() => moveTo(picked, null)}>
                No booth
              </Button>
            )}
          </div>
        )}
        {rows.length === 0 && <p className="text-sm">No vendors are scheduled on this date.</p>}
        <ul className="grid max-h-72 gap-2 overflow-y-auto lg:max-h-[32rem]">
          {rows.map((row) => (
            <li key={row.market_vendor_id}>
              <VendorChip
                row={row}
                boothLabel={row.booth_id ? (labelOf.get(row.booth_id) ?? row.booth_id) : null}
                canAssign={canAssign}
                isPicked={row.market_vendor_id === pickedId}
                onPick={() => setPickedId(row.market_vendor_id === pickedId ? null : row.market_vendor_id)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type VendorChipProps = {
  row: BoothAssignment;
  boothLabel: string | null;
  canAssign: boolean;
  isPicked: boolean;
  onPick: () => void;
};

function VendorChip({ row, boothLabel, canAssign, isPicked, onPick }: VendorChipProps) {
  const body = (
    <>
      <span className="min-w-0 break-words font-medium">{row.business_name}</span>
      <span className={cn('shrink-0 text-sm', boothLabel ? '' : 'text-muted-foreground')}>
        {boothLabel ? `Booth ${boothLabel}` : 'No booth'}
      </span>
      {row.source === 'DATE' && <MovedBadge />}
    </>
  );
  const box =
    'flex w-full flex-wrap items-center justify-between gap-x-3 rounded-lg border px-3 py-2 text-left';
  if (!canAssign) return <div className={box}>{body}</div>;
  return (
    <button
      type="button"
      draggable
      aria-pressed={isPicked}
      onClick={onPick}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAGGED, row.market_vendor_id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        box,
        'min-h-11 cursor-grab outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing',
        isPicked && 'border-primary bg-primary/10 ring-2 ring-primary',
      )}
    >
      {body}
    </button>
  );
}

// The drop point in the map's own feet: the drawing's viewBox is the layout in feet, so the screen point is carried
// back through the SVG's transform.
function boothUnder(svg: SVGSVGElement, layout: BoothMapLayout, clientX: number, clientY: number) {
  const toMap = svg.getScreenCTM()?.inverse();
  if (!toMap) return undefined;
  const point = new DOMPoint(clientX, clientY).matrixTransform(toMap);
  return boothAt(layout, point)?.id;
}
