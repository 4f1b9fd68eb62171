import { paths } from '@/config/paths';

/** The checkout screens (checkout options and the checkout itself): a reload there could cost a vendor's figures. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname === paths.checkout || pathname.startsWith(`${paths.checkout}/`);
}
