import type { AccessLevel, Role } from '@marketday/shared';
import {
  ChartColumnIcon,
  ClipboardListIcon,
  CoinsIcon,
  FileTextIcon,
  HandCoinsIcon,
  HouseIcon,
  InboxIcon,
  LandmarkIcon,
  type LucideIcon,
  PackageIcon,
  ReceiptIcon,
  ShoppingCartIcon,
  StoreIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type MenuItem = {
  title: string;
  to: string;
  icon: LucideIcon;
  /** Lowest access level that may open the page; below it the item is shown disabled. */
  access: AccessLevel;
  /** Other route prefixes that highlight this item (e.g. /checkout for the Checkout item). */
  activePrefixes?: readonly string[];
  /** The Inbox item carries the unread badge. */
  showsUnread?: boolean;
};

// docs/product.md §2 "Shell and sidebar": one menu per role with screens.
export const MENUS: Partial<Record<Role, readonly MenuItem[]>> = {
  MARKET_MANAGER: [
    { title: 'Home', to: paths.home, icon: HouseIcon, access: 'OFF_SEASON' },
    {
      title: 'Checkout',
      to: paths.checkoutOptions,
      icon: ShoppingCartIcon,
      access: 'FULL',
      activePrefixes: [paths.checkout],
    },
    { title: 'Vendors', to: paths.vendors, icon: UsersIcon, access: 'OFF_SEASON' },
    { title: 'Transactions', to: paths.transactions, icon: ReceiptIcon, access: 'OFF_SEASON' },
    {
      title: 'Markets',
      to: paths.markets,
      icon: StoreIcon,
      access: 'OFF_SEASON',
      activePrefixes: [paths.market],
    },
    { title: 'Tokens', to: paths.tokens, icon: CoinsIcon, access: 'OFF_SEASON' },
    { title: 'Balances', to: paths.balances, icon: HandCoinsIcon, access: 'OFF_SEASON' },
    { title: 'Reports', to: paths.reports, icon: ChartColumnIcon, access: 'OFF_SEASON' },
    { title: 'Documents', to: paths.documents, icon: FileTextIcon, access: 'OFF_SEASON' },
    { title: 'Applications', to: paths.applications, icon: ClipboardListIcon, access: 'OFF_SEASON' },
    { title: 'Inbox', to: paths.inbox, icon: InboxIcon, access: 'OFF_SEASON', showsUnread: true },
  ],
  VENDOR: [
    { title: 'Markets', to: paths.home, icon: StoreIcon, access: 'FULL' },
    { title: 'Products', to: paths.products, icon: PackageIcon, access: 'FULL' },
    { title: 'Documents', to: paths.documents, icon: FileTextIcon, access: 'FULL' },
    { title: 'Transactions', to: paths.transactions, icon: ReceiptIcon, access: 'FULL' },
    { title: 'Applications', to: paths.applications, icon: ClipboardListIcon, access: 'FULL' },
    { title: 'Inbox', to: paths.inbox, icon: InboxIcon, access: 'FULL', showsUnread: true },
  ],
  // Admins land on /home, which shows associations too (docs/product.md §2).
  ADMIN: [
    {
      title: 'Associations',
      to: paths.associations,
      icon: LandmarkIcon,
      access: 'FULL',
      activePrefixes: [paths.home],
    },
  ],
};

export function menuForRole(role: Role | null | undefined): readonly MenuItem[] {
  return (role && MENUS[role]) || [];
}

export function isMenuItemActive({ item, pathname }: { item: MenuItem; pathname: string }): boolean {
  return [item.to, ...(item.activePrefixes ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
