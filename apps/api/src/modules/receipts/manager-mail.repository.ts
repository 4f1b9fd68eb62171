import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers, vendors } from '../../db/schema';

// The receipt e-mail on a vendor's profile, or null (no such vendor, or no address).
export async function vendorReceiptEmail(db: Database, vendorId: string) {
  const [vendor] = await db
    .select({ receiptEmail: vendors.receiptEmail })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return vendor?.receiptEmail ?? null;
}

// The language of what the vendor receives; English for a vendor that is not there.
export async function vendorLanguage(db: Database, vendorId: string) {
  const [vendor] = await db
    .select({ language: vendors.language })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return vendor?.language ?? 'en';
}

// The manager a message is sent for: their address and name, or null.
export async function managerSender(db: Database, managerId: string) {
  const [sender] = await db
    .select({ email: managers.email, firstname: managers.firstname, lastname: managers.lastname })
    .from(managers)
    .where(eq(managers.id, managerId));
  return sender ?? null;
}
