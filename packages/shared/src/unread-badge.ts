import { UNREAD_BADGE_CAP } from './constants';

// The sidebar badge caps at '99+' (docs/product.md §4).
export function formatUnreadBadge(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
