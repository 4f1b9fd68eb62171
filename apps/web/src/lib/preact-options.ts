import { options } from 'preact';

// Effects at React's timing (docs/decisions/041-preact.md). Preact runs a render's effects after the next frame (a
// requestAnimationFrame, then a timeout: 16–35 ms). React runs them sooner, and always before it handles the next
// key, tap or click: an effect that moves the cursor, closes a popover or listens for a shortcut has done so before
// the person's next action lands. The app's effects were written to that, and a frame's delay let a quick tap or
// keystroke land first (a late cursor move into Gross Profit took the digits meant for a token count). So effects
// run in the next task, and any still waiting run before a key, tap, click or input reaches the page.
let waiting: (() => void) | undefined;

function runWaitingEffects() {
  const flush = waiting;
  waiting = undefined;
  flush?.();
}

options.requestAnimationFrame = (flush) => {
  waiting = flush;
  setTimeout(runWaitingEffects);
};

if (typeof window !== 'undefined') {
  for (const type of [
    'keydown',
    'keyup',
    'pointerdown',
    'mousedown',
    'touchstart',
    'click',
    'input',
    'focusin',
  ]) {
    window.addEventListener(type, runWaitingEffects, { capture: true });
  }
}

// React writes `tabIndex` as the `tabindex` attribute on every element; Preact writes an SVG element's props as
// attributes by the name they are given, and SVG's attribute names are case-sensitive, so an SVG `tabIndex` did
// nothing: the booth map's booths and the charts could not take the keyboard's focus.
const nextVnode = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | null;
  if (typeof vnode.type === 'string' && props && 'tabIndex' in props) {
    // One written in lowercase already (a part that passes its props on) is the one the element asked for.
    if (!('tabindex' in props)) props.tabindex = props.tabIndex;
    delete props.tabIndex;
  }
  nextVnode?.(vnode);
};
