import { slotPart } from './slot-part';

// Grows with its content; the same look and focus ring as Input.
export const Textarea = slotPart('textarea', 'textarea', {
  className:
    'field-sizing-content min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm',
});
