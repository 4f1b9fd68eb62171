import type { BoothMapLayout } from '@marketday/shared';
import { type PointerEvent, useRef } from 'react';

type Drag = { id: string; pointerId: number; startX: number; startY: number; itemX: number; itemY: number };

// Dragging an item of the drawn map with a mouse, a pen or a finger: the pointer's travel turned from screen
// pixels into feet by the drawing's rendered width (its view box is the map in feet).
export function useMapDrag({
  layout,
  svg,
  onStart,
  onMove,
}: {
  layout: BoothMapLayout;
  svg: { current: SVGSVGElement | null };
  onStart: (id: string) => void;
  onMove: (id: string, x: number, y: number) => void;
}) {
  const drag = useRef<Drag | null>(null);

  const feetPerPixel = () => {
    const width = svg.current?.getBoundingClientRect().width ?? 0;
    return width > 0 ? layout.width_ft / width : 1;
  };

  function onItemPointerDown(id: string, event: PointerEvent<SVGGElement>) {
    if (event.button !== 0) return;
    const item = layout.items.find((i) => i.id === id);
    if (!item) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      id,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      itemX: item.x,
      itemY: item.y,
    };
    onStart(id);
  }

  function onPointerMove(event: PointerEvent) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const scale = feetPerPixel();
    onMove(
      current.id,
      current.itemX + (event.clientX - current.startX) * scale,
      current.itemY + (event.clientY - current.startY) * scale,
    );
  }

  function onPointerEnd(event: PointerEvent) {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  }

  return { onItemPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd };
}
