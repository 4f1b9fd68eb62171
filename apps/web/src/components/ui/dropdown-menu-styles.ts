// Shared by the dropdown menu and select parts (split to keep files small).
export const menuSurface =
  'z-50 min-w-[8rem] overflow-y-auto overflow-x-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md animate-[md-fade-in_120ms_ease-out] data-[state=closed]:animate-[md-fade-out_100ms_ease-in] motion-reduce:animate-none!';
// Items are 44 px tall on touch screens (docs/product.md §15), compact from md up.
export const menuItemBase =
  "relative flex min-h-11 cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 md:min-h-8 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";
export const menuSeparator = '-mx-1 my-1 h-px bg-border';
