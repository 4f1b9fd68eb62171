import { Label as LabelPrimitive } from 'radix-ui';
import { slotPart } from './slot-part';

export const Label = slotPart(LabelPrimitive.Root, 'label', {
  className: 'flex select-none items-center gap-2 font-medium text-sm leading-none',
});
