import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '@/lib/cn';

export function Input({
  className,
  type,
  value,
  onChange,
  autoFocus,
  ref,
  ...props
}: React.ComponentProps<'input'>) {
  // A controlled field whose change handler refused an edit (or settled it to the text already held) leaves its
  // state as it was, so nothing re-renders to take the edit back. React restores the field's text after every
  // change event; Preact does not (docs/decisions/041-preact.md), so the field does it here: once the render the
  // change caused has run (the renderer's microtask was queued before this one), the text the state holds wins.
  // React focuses an autoFocus field when it is drawn; Preact only writes the attribute, which a browser honours
  // on a page's first load alone. The field focuses itself the first time it is drawn.
  const focusedOnce = useRef(false);
  const focusFirstTime = (node: HTMLInputElement | null) => {
    if (!node || focusedOnce.current) return;
    focusedOnce.current = true;
    node.focus();
  };
  const held = useRef(value);
  held.current = value;
  const handleChange =
    value === undefined
      ? onChange
      : (event: React.ChangeEvent<HTMLInputElement>) => {
          onChange?.(event);
          const input = event.currentTarget;
          queueMicrotask(() => restoreHeldText(input, held.current));
        };
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm',
        className,
      )}
      value={value}
      onChange={handleChange}
      ref={autoFocus ? composeRefs(ref, focusFirstTime) : ref}
      {...props}
    />
  );
}

function restoreHeldText(input: HTMLInputElement, value: React.ComponentProps<'input'>['value']) {
  const text = value == null ? '' : String(value);
  const typed = input.value;
  if (typed === text) return;
  // The caret goes back to where the refused edit began.
  const caret = Math.max(0, (input.selectionStart ?? typed.length) - (typed.length - text.length));
  input.value = text;
  if (input === document.activeElement && /^(text|search|tel|url|password)?$/.test(input.type)) {
    input.setSelectionRange(caret, caret);
  }
}

function composeRefs<T>(ref: React.Ref<T> | undefined, own: (node: T | null) => void) {
  return (node: T | null) => {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
    own(node);
  };
}
