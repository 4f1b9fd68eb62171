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

// The manager's items; their staff get some of the same (STAFF_MENUS).
const MANAGER_ITEMS = {
  home: { title: 'Home', to: paths.home, icon: HouseIcon, access: 'OFF_SEASON' },
  checkout: {
    title: 'Checkout',
    to: paths.checkoutOptions,
    icon: ShoppingCartIcon,
    access: 'FULL',
    activePrefixes: [paths.checkout],
  },
  vendors: { title: 'Vendors', to: paths.vendors, icon: UsersIcon, access: 'OFF_SEASON' },
  transactions: { title: 'Transactions', to: paths.transactions, icon: ReceiptIcon, access: 'OFF_SEASON' },
  markets: {
    title: 'Markets',
    to: paths.markets,
    icon: StoreIcon,
    access: 'OFF_SEASON',
    activePrefixes: [paths.market],
  },
  tokens: { title: 'Tokens', to: paths.tokens, icon: CoinsIcon, access: 'OFF_SEASON' },
  balances: { title: 'Balances', to: paths.balances, icon: HandCoinsIcon, access: 'OFF_SEASON' },
  reports: { title: 'Reports', to: paths.reports, icon: ChartColumnIcon, access: 'OFF_SEASON' },
  documents: { title: 'Documents', to: paths.documents, icon: FileTextIcon, access: 'OFF_SEASON' },
  applications: {
    title: 'Applications',
    to: paths.applications,
    icon: ClipboardListIcon,
    access: 'OFF_SEASON',
  },
  inbox: { title: 'Inbox', to: paths.inbox, icon: InboxIcon, access: 'OFF_SEASON', showsUnread: true },
  // Reachable on any plan, like Account: a lapsed manager can still revoke someone.
  staff: { title: 'Staff', to: paths.staff, icon: UserCogIcon, access: 'ACCOUNT_ONLY' },
} satisfies Record<string, MenuItem>;
const M = MANAGER_ITEMS;

// docs/product.md §2 "Shell and sidebar": one menu per role with screens.
export const MENUS: Partial<Record<Role, readonly MenuItem[]>> = {
  MARKET_MANAGER: [
    M.home,
    M.checkout,
    M.vendors,
    M.transactions,
    M.markets,
    M.tokens,
    M.balances,
    M.reports,
    M.documents,
    M.applications,
    M.inbox,
    M.staff,
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

// Staff (docs/decisions/029): the manager's home, billing and staff are the owner's, so they are never listed.
// Market staff read their markets (day reports are written from Checkout, Transactions and the market page);
// co-managers also run their markets' vendors, tokens, balances, reports, documents and applications. /home
// sends staff to Checkout (route-table.tsx).
export const STAFF_MENUS: Record<StaffRole, readonly MenuItem[]> = {
  STAFF: [M.checkout, M.transactions, M.markets, M.inbox],
  CO_MANAGER: [
    M.checkout,
    M.transactions,
    M.markets,
    M.vendors,
    M.tokens,
    M.balances,
    M.reports,
    M.documents,
    M.applications,
    M.inbox,
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
