import type { Locale } from '@marketday/shared';
import type { Database, VendorKey } from '../../db/client';
import { badRequest, orNotFound } from '../../lib/http-errors';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { type MailLimiter, withMailBudget } from '../notifications';
import { findVisibleVendor, type ManagerVendor } from '../vendors';
import { managerSender, vendorLanguage, vendorReceiptEmail } from './manager-mail.repository';
import { receiptMailMessages } from './receipt-language';

export { vendorLanguage };

export const MANAGER_MAIL_MESSAGES = {
  noReceiptEmail: 'This vendor has no receipt e-mail.',
  noVendorEmail: 'This vendor has no e-mail address.',
  receiptRecipient: "Email must be the receipt e-mail of this transaction's vendor.",
} as const;

const fieldError = (path: string, message: string) => badRequest(message, { errors: [{ path, message }] });
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// A receipt goes only to the address on the transaction's vendor, never to one typed in the request.
export async function receiptRecipient({
  db,
  vendorId,
  requested,
}: VendorKey & {
  requested: string | undefined;
}): Promise<string> {
  const address = await vendorReceiptEmail(db, vendorId);
  if (!address) throw fieldError('email', MANAGER_MAIL_MESSAGES.noReceiptEmail);
  if (requested && !sameAddress(requested, address))
    throw fieldError('email', MANAGER_MAIL_MESSAGES.receiptRecipient);
  return address;
}

// A message goes only to a vendor the manager keeps or has in one of their markets; it reads in their language.
export async function contactRecipient(key: ManagerVendor): Promise<{ to: string; locale: Locale }> {
  const vendor = orNotFound(await findVisibleVendor(key));
  if (!vendor.receiptEmail) throw fieldError('vendor_id', MANAGER_MAIL_MESSAGES.noVendorEmail);
  return { to: vendor.receiptEmail, locale: vendor.language };
}

// The manager's words as they wrote them; the footer names the writer, so a recipient knows the message is not from
// the platform, in the vendor's language (docs/i18n.md).
export function contactText({ message, name, locale }: { message: string; name: string; locale: Locale }) {
  return `${message}\n\n—\n${receiptMailMessages(locale)('contactFooter', { name })}`;
}

// Sent from the platform's address with the manager as Reply-To, and counted against the account's mail budget.
export async function sendAsManager({
  db,
  mailer,
  limiter,
  managerId,
  message,
}: {
  db: Database;
  mailer: Mailer;
  limiter: MailLimiter;
  managerId: string;
  // Built only once the limit allows it (a receipt renders a PDF).
  message: (sender: { name: string }) => Promise<Omit<MailMessage, 'replyTo'>> | Omit<MailMessage, 'replyTo'>;
}): Promise<void> {
  const sender = orNotFound(await managerSender(db, managerId));
  const name = `${sender.firstname} ${sender.lastname}`.trim();
  // A receipt that cannot be drawn, or a mail server that refuses it, gives the place back.
  await withMailBudget(limiter, managerId, 1, async () =>
    mailer.send({ ...(await message({ name })), replyTo: sender.email }),
  );
}
