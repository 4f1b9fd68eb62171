// A dialog, sheet or popover tells a press inside it from one outside through the component tree: React passes a
// press in a popover opened from the dialog (a date picker's calendar, a menu) up to the dialog, though the popover
// is drawn elsewhere on the page. Preact passes events up the page's elements only (docs/decisions/041-preact.md),
// so such a press looked like one outside, and the dialog closed with what was typed in it. Any open popover,
// menu or list counts as inside: while a dialog is open nothing behind it can be pressed, so an open one belongs to
// the layer above it.
type OutsideEvent = { target: EventTarget | null; preventDefault: () => void };

export function keepNestedLayersInside(event: OutsideEvent): void {
  const target = event.target;
  if (target instanceof Element && target.closest('[data-radix-popper-content-wrapper]'))
    event.preventDefault();
}

/** The handlers a layer's content takes, each also calling the caller's own. */
export function nestedLayerHandlers<E extends OutsideEvent>(own: {
  onPointerDownOutside?: ((event: E) => void) | undefined;
  onInteractOutside?: ((event: E) => void) | undefined;
  onFocusOutside?: ((event: E) => void) | undefined;
}) {
  const both = (handler: ((event: E) => void) | undefined) => (event: E) => {
    handler?.(event);
    keepNestedLayersInside(event);
  };
  return {
    onPointerDownOutside: both(own.onPointerDownOutside),
    onInteractOutside: both(own.onInteractOutside),
    onFocusOutside: both(own.onFocusOutside),
  };
}
