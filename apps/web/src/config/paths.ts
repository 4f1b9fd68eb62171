// Every client URL in one place (docs/product.md §2).
export const paths = {
  about: '/',
  faq: '/faq',
  community: '/community',
  unsubscribeTownHall: '/unsubscribe/town-hall',
  createAccount: '/create-account',
  resetPasswordRequest: '/reset-password/request',
  resetPassword: '/reset-password/reset',
  // The link of a staff invitation e-mail (`?token=`), opened without signing in.
  staffAccept: '/staff/accept',
  // The link of a "Report your sales" e-mail (`/report/<token>`), opened without signing in (issue 31).
  reportLink: '/report/:token',
  reauthenticate: '/redirect/reauthenticate',
  login: '/login',
  home: '/home',
  checkoutOptions: '/checkout/options',
  checkout: '/checkout',
  transactions: '/transactions',
  vendors: '/vendors',
  marketSettings: '/markets/settings',
  marketRules: '/markets/rules',
  markets: '/markets',
  tokens: '/tokens',
  balances: '/balances',
  season: '/season',
  boothMap: '/booth-map',
  market: '/market',
  reports: '/reports',
  documents: '/documents',
  applications: '/applications',
  inbox: '/inbox',
  account: '/account',
  permissionDenied: '/permission-denied',
  products: '/products',
  associations: '/associations',
  staff: '/staff',
  // A vendor's report of one market day (`?market=<id>&date=<ISO>`), issue 31.
  salesReport: '/sales-report',
} as const;

// The documents filtered to one vendor: a manager's document notice links here (`?vendor=<id>`).
export const DOCUMENTS_VENDOR_PARAM = 'vendor';
export function vendorDocumentsPath(vendorId: string) {
  return `${paths.documents}?${new URLSearchParams({ [DOCUMENTS_VENDOR_PARAM]: vendorId })}`;
}

export const SALES_REPORT_MARKET_PARAM = 'market';
export const SALES_REPORT_DATE_PARAM = 'date';
export function salesReportPath(marketId: string, date: string) {
  return `${paths.salesReport}?${new URLSearchParams({ [SALES_REPORT_MARKET_PARAM]: marketId, [SALES_REPORT_DATE_PARAM]: date })}`;
}
