import { options } from 'preact';

// Preact runs a render's effects after the next frame (a requestAnimationFrame, then a timeout: 16–35 ms); React
// runs those of a render an event caused before the next event is handled. The app's effects that move the cursor
// or close a popover were written to React's timing, and a frame's delay let a quick tap or keystroke land first
// (docs/decisions/041-preact.md). The next task is close to React's timing and still lets the render paint first
// when the browser is due a frame.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

// React writes `tabIndex` as the `tabindex` attribute on every element; Preact writes an SVG element's props as
// attributes by the name they are given, and SVG's attribute names are case-sensitive, so an SVG `tabIndex` did
// nothing: the booth map's booths and the charts could not take the keyboard's focus.
const nextVnode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  nextVnode?.(vnode);
};
