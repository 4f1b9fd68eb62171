import {
  type Application,
  documentStatus,
  documentStatusText,
  isoDateInZone,
  type VendorType,
} from '@marketday/shared';
import type { ApplicationRow, DocumentRow, ProductRow } from './applications.repository';

export function toApplication({
  application,
  market,
  vendor,
  products,
  documents,
  now,
  signLink,
}: {
  application: ApplicationRow;
  market: {
    id: string;
    name: string;
    city: string | null;
    addressCity: string | null;
    state: string | null;
    timeZone: string;
  };
  vendor: { id: string; businessName: string; type: VendorType };
  products: ProductRow[];
  documents: DocumentRow[];
  now: Date;
  signLink: (documentId: string) => string;
}): Application {
  // Document status is read against today where the market is (docs/product.md §11).
  const today = isoDateInZone(now, market.timeZone);
  // Only the applicant's own rows count, in the order they were chosen.
  const ownProducts = application.productIds
    .map((id) => products.find((p) => p.id === id && p.vendorId === application.vendorId))
    .filter((p) => p !== undefined);
  const ownDocuments = application.documentIds
    .map((id) => documents.find((d) => d.id === id && d.ownerVendorId === application.vendorId))
    .filter((d) => d !== undefined);
  return {
    id: application.id,
    status: application.status,
    message: application.message,
    reason: application.reason,
    created_at: application.createdAt.toISOString(),
    decided_at: application.decidedAt?.toISOString() ?? null,
    market: {
      id: market.id,
      name: market.name,
      city: market.city ?? market.addressCity,
      state: market.state,
    },
    vendor: { id: vendor.id, business_name: vendor.businessName, type: vendor.type },
    products: ownProducts.map((p) => ({
      product_id: p.id,
      name: p.name,
      category: p.category,
      tags: p.tags,
    })),
    documents: ownDocuments.map((d) => ({
      id: d.id,
      type: d.type,
      version: d.version,
      expr: d.expr,
      status: documentStatus({ expr: d.expr, today }),
      status_text: documentStatusText({ expr: d.expr, today }),
      url: signLink(d.id),
    })),
  };
}
