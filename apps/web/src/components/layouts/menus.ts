import type { AccessLevel, Role, StaffRole } from '@marketday/shared';
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
  UserCogIcon,
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
    // Reachable on any plan, like Account: a lapsed manager can still revoke someone.
    { title: 'Staff', to: paths.staff, icon: UserCogIcon, access: 'ACCOUNT_ONLY' },
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

const CHECKOUT_ITEM: MenuItem = {
  title: 'Checkout',
  to: paths.checkoutOptions,
  icon: ShoppingCartIcon,
  access: 'FULL',
  activePrefixes: [paths.checkout],
};
const STAFF_TRANSACTIONS: MenuItem = {
  title: 'Transactions',
  to: paths.transactions,
  icon: ReceiptIcon,
  access: 'OFF_SEASON',
};
// Their markets, read-only for market staff; day reports are written from Transactions and Checkout.
const STAFF_MARKETS: MenuItem = {
  title: 'Markets',
  to: paths.markets,
  icon: StoreIcon,
  access: 'OFF_SEASON',
  activePrefixes: [paths.market],
};
const STAFF_INBOX: MenuItem = {
  title: 'Inbox',
  to: paths.inbox,
  icon: InboxIcon,
  access: 'OFF_SEASON',
  showsUnread: true,
};

// Staff (docs/decisions/029): the manager's home, billing and staff are the owner's, so they are never listed
// (the vendors, reports, documents and applications of their markets are a co-manager's); /home sends staff to Checkout (route-table.tsx).
export const STAFF_MENUS: Record<StaffRole, readonly MenuItem[]> = {
  STAFF: [CHECKOUT_ITEM, STAFF_TRANSACTIONS, STAFF_MARKETS, STAFF_INBOX],
  CO_MANAGER: [
    CHECKOUT_ITEM,
    STAFF_TRANSACTIONS,
    STAFF_MARKETS,
    { title: 'Vendors', to: paths.vendors, icon: UsersIcon, access: 'OFF_SEASON' },
    { title: 'Tokens', to: paths.tokens, icon: CoinsIcon, access: 'OFF_SEASON' },
    { title: 'Balances', to: paths.balances, icon: HandCoinsIcon, access: 'OFF_SEASON' },
    { title: 'Reports', to: paths.reports, icon: ChartColumnIcon, access: 'OFF_SEASON' },
    { title: 'Documents', to: paths.documents, icon: FileTextIcon, access: 'OFF_SEASON' },
    { title: 'Applications', to: paths.applications, icon: ClipboardListIcon, access: 'OFF_SEASON' },
    STAFF_INBOX,
  ],
};

// A staff user whose staff role is unknown gets the narrower menu.
export function menuForRole({
  role,
  staffRole = null,
}: {
  role: Role | null | undefined;
  staffRole?: StaffRole | null | undefined;
}): readonly MenuItem[] {
  if (role === 'MARKET_STAFF') return STAFF_MENUS[staffRole ?? 'STAFF'];
  return (role && MENUS[role]) || [];
}

export function isMenuItemActive({ item, pathname }: { item: MenuItem; pathname: string }): boolean {
  return [item.to, ...(item.activePrefixes ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
