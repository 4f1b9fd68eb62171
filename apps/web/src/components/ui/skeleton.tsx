import { slotPart } from './slot-part';

export const Skeleton = slotPart('div', 'skeleton', {
  'aria-hidden': 'true',
  className: 'animate-pulse rounded-md bg-skeleton motion-reduce:animate-none!',
});
