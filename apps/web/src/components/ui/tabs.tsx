import { Tabs as TabsPrimitive } from 'radix-ui';
import { slotPart } from './slot-part';

// Views of one page (Radix: arrow keys move between tabs, each panel is labelled by its tab).
export const Tabs = slotPart(TabsPrimitive.Root, 'tabs', { className: 'flex flex-col gap-4' });

export const TabsList = slotPart(TabsPrimitive.List, 'tabs-list', {
  className: 'inline-flex w-full items-center gap-1 rounded-lg bg-muted p-1 sm:w-fit',
});

// 44 px tall for thumbs (docs/product.md §15).
export const TabsTrigger = slotPart(TabsPrimitive.Trigger, 'tabs-trigger', {
  className:
    'inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-4 font-medium text-muted-foreground text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm sm:flex-none [&_svg]:size-4',
});

export const TabsContent = slotPart(TabsPrimitive.Content, 'tabs-content', { className: 'outline-none' });
