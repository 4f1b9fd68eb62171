import type { AccessLevel, Role, StaffRole } from '@marketday/shared';
import { matchPath } from 'react-router';
import { paths } from '@/config/paths';
import { type LazyPage, lazyPage as page } from './lazy-page';

export type RoleRouteEntry = {
  access: AccessLevel | null;
  title: string;
  Component: LazyPage;
};

// Pages load on demand so a vendor never downloads the manager's screens.

const ManagerHome = page(() => import('./routes/manager/home'), 'ManagerHomePage');
const VendorHome = page(() => import('./routes/vendor/home'), 'VendorHomePage');
const Associations = page(() => import('./routes/admin/associations'), 'AssociationsPage');
const AdminAccount = page(() => import('./routes/admin/account'), 'AdminAccountPage');
const PermissionDenied = page(() => import('./routes/shared/permission-denied'), 'PermissionDeniedPage');
const Markets = page(() => import('./routes/manager/markets'), 'MarketsPage');
const MarketSettings = page(() => import('./routes/manager/market-settings'), 'MarketSettingsPage');
const MarketRules = page(() => import('./routes/manager/market-rules'), 'MarketRulesPage');
const MarketDetail = page(() => import('./routes/manager/market'), 'MarketPage');
const Vendors = page(() => import('./routes/manager/vendors'), 'VendorsPage');
const Tokens = page(() => import('./routes/manager/tokens'), 'TokensPage');
const Balances = page(() => import('./routes/manager/balances'), 'BalancesPage');
const Season = page(() => import('./routes/manager/season'), 'SeasonPage');
const BoothMap = page(() => import('./routes/manager/booth-map'), 'BoothMapPage');
const CheckoutOptions = page(() => import('./routes/manager/checkout-options'), 'CheckoutOptionsPage');
const Checkout = page(() => import('./routes/manager/checkout'), 'CheckoutPage');
const Transactions = page(() => import('./routes/manager/transactions'), 'TransactionsPage');
const ManagerAccount = page(() => import('./routes/manager/account'), 'ManagerAccountPage');
const Reports = page(() => import('./routes/manager/reports'), 'ReportsPage');
const Documents = page(() => import('./routes/shared/documents'), 'DocumentsPage');
const Inbox = page(() => import('./routes/shared/inbox'), 'InboxPage');
const VendorTransactions = page(() => import('./routes/vendor/transactions'), 'VendorTransactionsPage');
const VendorAccount = page(() => import('./routes/vendor/account'), 'VendorAccountPage');
const SalesReport = page(() => import('./routes/vendor/sales-report'), 'SalesReportPage');
const Products = page(() => import('./routes/vendor/products'), 'ProductsPage');
const ManagerApplications = page(() => import('./routes/manager/applications'), 'ManagerApplicationsPage');
const VendorApplications = page(() => import('./routes/vendor/applications'), 'VendorApplicationsPage');
const Staff = page(() => import('./routes/manager/staff'), 'StaffPage');
const StaffHome = page(() => import('./routes/staff/home'), 'StaffHomePage');
const StaffProfile = page(() => import('./routes/staff/profile'), 'StaffProfilePage');

const OFF = 'OFF_SEASON' as const;

const PERMISSION_DENIED: RoleRouteEntry = {
  access: null,
  title: 'Permission Denied',
  Component: PermissionDenied,
};

const MANAGER_PAGES = {
  [paths.home]: { access: OFF, title: 'Welcome!', Component: ManagerHome },
  [paths.checkoutOptions]: { access: 'FULL', title: 'Checkout', Component: CheckoutOptions },
  [paths.checkout]: { access: 'FULL', title: 'Checkout', Component: Checkout },
  [paths.transactions]: { access: OFF, title: 'Transactions', Component: Transactions },
  [paths.vendors]: { access: OFF, title: 'Vendors', Component: Vendors },
  [paths.marketSettings]: { access: OFF, title: 'Market Settings', Component: MarketSettings },
  [paths.marketRules]: { access: OFF, title: 'Market Rules', Component: MarketRules },
  [paths.markets]: { access: OFF, title: 'Markets', Component: Markets },
  [paths.tokens]: { access: OFF, title: 'Tokens', Component: Tokens },
  [paths.balances]: { access: OFF, title: 'Vendor balances', Component: Balances },
  [paths.season]: { access: OFF, title: 'Season', Component: Season },
  [paths.boothMap]: { access: OFF, title: 'Booth map', Component: BoothMap },
  [paths.market]: { access: OFF, title: 'Market', Component: MarketDetail },
  [paths.reports]: { access: OFF, title: 'Reports', Component: Reports },
  [paths.documents]: { access: OFF, title: 'Documents', Component: Documents },
  [paths.applications]: { access: OFF, title: 'Applications', Component: ManagerApplications },
  [paths.inbox]: { access: OFF, title: 'Inbox', Component: Inbox },
  [paths.account]: { access: 'ACCOUNT_ONLY', title: 'Account', Component: ManagerAccount },
  [paths.staff]: { access: 'ACCOUNT_ONLY', title: 'Staff', Component: Staff },
  [paths.permissionDenied]: PERMISSION_DENIED,
} satisfies Record<string, RoleRouteEntry>;

// docs/product.md §2: which role sees which page at which access level.
export const ROUTE_TABLE: Record<
  Exclude<Role, 'CUSTOMER' | 'MARKET_STAFF'>,
  Record<string, RoleRouteEntry>
> = {
  MARKET_MANAGER: MANAGER_PAGES,
  VENDOR: {
    [paths.home]: { access: 'FULL', title: 'Markets', Component: VendorHome },
    [paths.products]: { access: 'FULL', title: 'Products', Component: Products },
    [paths.documents]: { access: 'FULL', title: 'Documents', Component: Documents },
    [paths.transactions]: { access: 'FULL', title: 'Transactions', Component: VendorTransactions },
    [paths.account]: { access: 'FULL', title: 'Account', Component: VendorAccount },
    [paths.applications]: { access: 'FULL', title: 'Applications', Component: VendorApplications },
    [paths.inbox]: { access: 'FULL', title: 'Inbox', Component: Inbox },
    [paths.salesReport]: { access: 'FULL', title: "Report today's sales", Component: SalesReport },
    [paths.permissionDenied]: PERMISSION_DENIED,
  },
  ADMIN: {
    [paths.home]: { access: 'FULL', title: 'Associations', Component: Associations },
    [paths.associations]: { access: 'FULL', title: 'Associations', Component: Associations },
    [paths.account]: { access: 'FULL', title: 'Account', Component: AdminAccount },
    [paths.permissionDenied]: PERMISSION_DENIED,
  },
};

// Staff (docs/decisions/029) get the manager's pages whose endpoints are opened to their staff role, as the
// manager has them; every other path is unknown to them and sends them to /login, then /home, which is their
// landing page.
function managerPages(...pagePaths: (keyof typeof MANAGER_PAGES)[]): Record<string, RoleRouteEntry> {
  return Object.fromEntries(pagePaths.map((path) => [path, MANAGER_PAGES[path]]));
}

const MARKET_STAFF_PAGES: Record<string, RoleRouteEntry> = {
  [paths.home]: { access: null, title: 'Home', Component: StaffHome },
  ...managerPages(
    paths.checkoutOptions,
    paths.checkout,
    paths.transactions,
    paths.markets,
    paths.market,
    // The season's dates and attendance, which staff take on the day.
    paths.season,
    // The booth map: staff read the layout and give out booths on the day.
    paths.boothMap,
    paths.inbox,
  ),
  // Their own sign-in and password, on any plan (the employer's account page is never theirs).
  [paths.account]: { access: 'ACCOUNT_ONLY', title: 'Profile', Component: StaffProfile },
  [paths.permissionDenied]: PERMISSION_DENIED,
};

/** The manager's pages a co-manager gets on top of the market staff's (never Staff: that one is the owner's). */
export const CO_MANAGER_PATHS = [
  paths.marketSettings,
  paths.marketRules,
  paths.tokens,
  paths.balances,
  paths.vendors,
  paths.reports,
  paths.documents,
  paths.applications,
] as const;

export const STAFF_ROUTE_TABLE: Record<StaffRole, Record<string, RoleRouteEntry>> = {
  STAFF: MARKET_STAFF_PAGES,
  // Co-managers edit their markets (never create one: MarketSettingsPage refuses them the empty form).
  CO_MANAGER: { ...MARKET_STAFF_PAGES, ...managerPages(...CO_MANAGER_PATHS) },
};

export const PROTECTED_PATHS = [
  ...new Set(
    [...Object.values(ROUTE_TABLE), ...Object.values(STAFF_ROUTE_TABLE)].flatMap((table) =>
      Object.keys(table),
    ),
  ),
];

// A staff user whose staff role is unknown gets the narrower table.
export function routeFor({
  role,
  staffRole = null,
  path,
}: {
  role: Role | null;
  staffRole?: StaffRole | null | undefined;
  path: string;
}): RoleRouteEntry | null {
  if (!role || role === 'CUSTOMER') return null;
  if (role === 'MARKET_STAFF') return STAFF_ROUTE_TABLE[staffRole ?? 'STAFF'][path] ?? null;
  return ROUTE_TABLE[role][path] ?? null;
}

/** The page a role gets at a browser path (a pattern such as /markets/:id matched), for loading it early. */
export function pageAt({
  role,
  staffRole,
  pathname,
}: {
  role: Role;
  staffRole: StaffRole | null;
  pathname: string;
}): LazyPage | null {
  const path = PROTECTED_PATHS.find((pattern) => matchPath(pattern, pathname));
  return path ? (routeFor({ role, staffRole, path })?.Component ?? null) : null;
}
