import type { BoothAssignment, BoothMapLayout } from '@marketday/shared';
import { useRef, useState } from 'react';
import { BoothMapDrawing } from '@/components/booth-map/booth-map-drawing';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { BoothMove } from './assign-booth-move';
import { type BoothChoice, boothAt, namesByBooth } from './assign-booths';
import { useVendorDrag } from './assign-drag';
import { BoothAssignmentChip } from './booth-assignment-chip';

type BoothAssignmentMapProps = {
  layout: BoothMapLayout;
  rows: readonly BoothAssignment[];
  booths: readonly BoothChoice[];
  canAssign: boolean;
  title: string;
  onMove: BoothMove;
};

// The date's booths on the map. A tap on a vendor then a tap on a booth moves them (the touch and keyboard path);
// with a mouse a vendor can also be dragged onto a booth. A tap on a booth with nobody picked picks who stands there.
export function BoothAssignmentMap({
  layout,
  rows,
  booths,
  canAssign,
  title,
  onMove,
}: BoothAssignmentMapProps) {
  const t = useMessages(en);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const picked = rows.find((row) => row.market_vendor_id === pickedId) ?? null;
  const labelOf = new Map(booths.map((booth) => [booth.id, booth.label]));
  const { drag, chipHandlers, endedDrag } = useVendorDrag(
    (x, y) => (svg.current ? boothUnder(svg.current, layout, x, y) : undefined),
    (vendorId, boothId) => {
      const row = rows.find((r) => r.market_vendor_id === vendorId);
      if (row) moveTo(row, boothId);
    },
  );
  const dragged = drag && rows.find((row) => row.market_vendor_id === drag.vendorId);

  function moveTo(row: BoothAssignment, boothId: string | null) {
    setPickedId(null);
    onMove(row, boothId);
  }

  function onBoothClick(boothId: string) {
    if (picked) return moveTo(picked, boothId);
    setPickedId(rows.find((row) => row.booth_id === boothId)?.market_vendor_id ?? null);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className={cn('min-w-0 rounded-lg border p-2', drag && 'border-primary border-dashed')}>
        <BoothMapDrawing
          layout={layout}
          title={title}
          svgRef={svg}
          names={namesByBooth(rows)}
          selected={drag ? (drag.boothId ?? null) : (picked?.booth_id ?? null)}
          onBoothClick={canAssign ? onBoothClick : undefined}
        />
      </div>
      <section aria-label={t('vendorsOfDate')} className="order-first grid content-start gap-2 lg:order-none">
        {canAssign && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 text-muted-foreground text-sm" aria-live="polite">
              {picked ? t('tapTheirBooth', { name: picked.business_name }) : t('tapVendorHint')}
            </p>
            {picked?.booth_id && (
              <Button type="button" variant="outline" size="sm" onClick={() => moveTo(picked, null)}>
                {t('noBooth')}
              </Button>
            )}
          </div>
        )}
        {rows.length === 0 && <p className="text-sm">{t('noVendorsScheduled')}</p>}
        <ul className="grid max-h-72 gap-2 overflow-y-auto lg:max-h-[32rem]">
          {rows.map((row) => (
            <li key={row.market_vendor_id}>
              <BoothAssignmentChip
                row={row}
                boothLabel={row.booth_id ? (labelOf.get(row.booth_id) ?? row.booth_id) : null}
                canAssign={canAssign}
                isPicked={row.market_vendor_id === pickedId}
                isDragged={row.market_vendor_id === drag?.vendorId}
                onPick={() => {
                  if (endedDrag()) return;
                  setPickedId(row.market_vendor_id === pickedId ? null : row.market_vendor_id);
                }}
                {...chipHandlers(row.market_vendor_id)}
              />
            </li>
          ))}
        </ul>
      </section>
      {drag && dragged && (
        <div
          aria-hidden="true"
          className="pointer-events-none fixed z-50 rounded-md border bg-background px-2 py-1 font-medium text-sm shadow-md"
          style={{ left: drag.x + 12, top: drag.y + 12 }}
        >
          {dragged.business_name}
        </div>
      )}
    </div>
  );
}

// The drop point in the map's own feet: the drawing's view box is the layout in feet, so the screen point is
// carried back through the SVG's transform.
function boothUnder(svg: SVGSVGElement, layout: BoothMapLayout, clientX: number, clientY: number) {
  const toMap = svg.getScreenCTM()?.inverse();
  if (!toMap) return undefined;
  const point = new DOMPoint(clientX, clientY).matrixTransform(toMap);
  return boothAt(layout, point)?.id;
}
