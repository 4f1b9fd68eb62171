import type { AccessLevel, Role, StaffRole } from '@marketday/shared';
import {
  CalendarDaysIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  CoinsIcon,
  FileTextIcon,
  HandCoinsIcon,
  HouseIcon,
  InboxIcon,
  LandmarkIcon,
  LayoutGridIcon,
  type LucideIcon,
  PackageIcon,
  ReceiptIcon,
  ShoppingCartIcon,
  StoreIcon,
  UserCogIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type en from './locales/en.json';

/** The catalogue key of a menu item's label (./locales/en.json), said where the item renders. */
export type MenuLabelKey = Extract<keyof typeof en, `nav${string}`>;

export type MenuItem = {
  /** The English label: the item's name in code and tests; people read `labelKey` in their language. */
  title: string;
  labelKey: MenuLabelKey;
  to: string;
  icon: LucideIcon;
  /** Lowest access level that may open the page; below it the item is shown disabled. */
  access: AccessLevel;
  /** Other route prefixes that highlight this item (e.g. /checkout for the Checkout item). */
  activePrefixes?: readonly string[];
  /** The Inbox item carries the unread badge. */
  showsUnread?: boolean;
};

type MenuExtras = Pick<MenuItem, 'activePrefixes' | 'showsUnread'>;

function item(
  [title, labelKey]: readonly [string, MenuLabelKey],
  to: string,
  icon: LucideIcon,
  access: AccessLevel,
  extras?: MenuExtras,
): MenuItem {
  return { title, labelKey, to, icon, access, ...extras };
}

// The manager's items; their staff get some of the same (STAFF_MENUS).
const MANAGER_ITEMS = {
  home: item(['Home', 'navHome'], paths.home, HouseIcon, 'OFF_SEASON'),
  checkout: item(['Checkout', 'navCheckout'], paths.checkoutOptions, ShoppingCartIcon, 'FULL', {
    activePrefixes: [paths.checkout],
  }),
  vendors: item(['Vendors', 'navVendors'], paths.vendors, UsersIcon, 'OFF_SEASON'),
  transactions: item(['Transactions', 'navTransactions'], paths.transactions, ReceiptIcon, 'OFF_SEASON'),
  markets: item(['Markets', 'navMarkets'], paths.markets, StoreIcon, 'OFF_SEASON', {
    activePrefixes: [paths.market],
  }),
  season: item(['Season', 'navSeason'], paths.season, CalendarDaysIcon, 'OFF_SEASON'),
  boothMap: item(['Booth map', 'navBoothMap'], paths.boothMap, LayoutGridIcon, 'OFF_SEASON'),
  tokens: item(['Tokens', 'navTokens'], paths.tokens, CoinsIcon, 'OFF_SEASON'),
  balances: item(['Balances', 'navBalances'], paths.balances, HandCoinsIcon, 'OFF_SEASON'),
  reports: item(['Reports', 'navReports'], paths.reports, ChartColumnIcon, 'OFF_SEASON'),
  documents: item(['Documents', 'navDocuments'], paths.documents, FileTextIcon, 'OFF_SEASON'),
  applications: item(
    ['Applications', 'navApplications'],
    paths.applications,
    ClipboardListIcon,
    'OFF_SEASON',
  ),
  inbox: item(['Inbox', 'navInbox'], paths.inbox, InboxIcon, 'OFF_SEASON', { showsUnread: true }),
  // Reachable on any plan, like Account: a lapsed manager can still revoke someone.
  staff: item(['Staff', 'navStaff'], paths.staff, UserCogIcon, 'ACCOUNT_ONLY'),
};
const M = MANAGER_ITEMS;
// What the owner and their co-managers both run, after the checkout, vendor, transaction and market pages.
const MARKET_TOOLS = [M.tokens, M.balances, M.reports, M.documents, M.applications, M.inbox];

// docs/product.md §2 "Shell and sidebar": one menu per role with screens.
export const MENUS: Partial<Record<Role, readonly MenuItem[]>> = {
  MARKET_MANAGER: [
    M.home,
    M.checkout,
    M.vendors,
    M.transactions,
    M.markets,
    M.season,
    M.boothMap,
    ...MARKET_TOOLS,
    M.staff,
  ],
  VENDOR: [
    item(['Markets', 'navMarkets'], paths.home, StoreIcon, 'FULL'),
    item(['Products', 'navProducts'], paths.products, PackageIcon, 'FULL'),
    item(['Documents', 'navDocuments'], paths.documents, FileTextIcon, 'FULL'),
    item(['Transactions', 'navTransactions'], paths.transactions, ReceiptIcon, 'FULL'),
    item(['Applications', 'navApplications'], paths.applications, ClipboardListIcon, 'FULL'),
    item(['Inbox', 'navInbox'], paths.inbox, InboxIcon, 'FULL', { showsUnread: true }),
  ],
  // Admins land on /home, which shows associations too (docs/product.md §2).
  ADMIN: [
    item(['Associations', 'navAssociations'], paths.associations, LandmarkIcon, 'FULL', {
      activePrefixes: [paths.home],
    }),
  ],
};

// Staff (docs/decisions/029): the manager's home, billing and staff are the owner's, so they are never listed.
// Market staff read their markets and take attendance (day reports are written from Checkout, Transactions and the market page);
// co-managers also run their markets' vendors, tokens, balances, reports, documents and applications. /home
// sends staff to Checkout (route-table.tsx).
export const STAFF_MENUS: Record<StaffRole, readonly MenuItem[]> = {
  STAFF: [M.checkout, M.transactions, M.markets, M.season, M.boothMap, M.inbox],
  CO_MANAGER: [M.checkout, M.transactions, M.markets, M.season, M.boothMap, M.vendors, ...MARKET_TOOLS],
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
