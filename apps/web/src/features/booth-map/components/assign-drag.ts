import { type PointerEvent, useRef, useState } from 'react';

// Past this many pixels a pressed mouse is a drag, not a click.
const DRAG_START_PX = 6;

export type VendorDrag = { vendorId: string; x: number; y: number; boothId: string | undefined };

type Press = { vendorId: string; x: number; y: number; moved: boolean };

/**
 * A vendor chip dragged onto a booth with a mouse, by pointer events (HTML5 drag and drop does not start from a
 * button in every browser). `locate` names the booth under a screen point. Touch is left to the taps: a finger on
 * a chip scrolls the list or picks the vendor.
 */
export function useVendorDrag(
  locate: (x: number, y: number) => string | undefined,
  onDrop: (vendorId: string, boothId: string) => void,
) {
  const press = useRef<Press | null>(null);
  const dropped = useRef(false);
  const [drag, setDrag] = useState<VendorDrag | null>(null);

  const chipHandlers = (vendorId: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      dropped.current = false;
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      press.current = { vendorId, x: event.clientX, y: event.clientY, moved: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const pressed = press.current;
      if (!pressed) return;
      if (!pressed.moved && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < DRAG_START_PX)
        return;
      pressed.moved = true;
      const { clientX: x, clientY: y } = event;
      setDrag({ vendorId, x, y, boothId: locate(x, y) });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const pressed = press.current;
      press.current = null;
      setDrag(null);
      if (!pressed?.moved) return;
      // The click that follows the release is the drag's, not a pick.
      dropped.current = true;
      const boothId = locate(event.clientX, event.clientY);
      if (boothId) onDrop(vendorId, boothId);
    },
    onPointerCancel: () => {
      press.current = null;
      setDrag(null);
    },
  });

  /** True once after a drag ended: the chip's click handler skips that click. */
  function endedDrag() {
    const was = dropped.current;
    dropped.current = false;
    return was;
  }

  return { drag, chipHandlers, endedDrag };
}
