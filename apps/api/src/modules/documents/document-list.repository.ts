import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  type DocumentSortColumn,
  type DocumentStatus,
  type DocumentType,
  type SortDirection,
  statusExpiryRange,
} from '@marketday/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, managers, marketVendors, vendors } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { type PageRequest, pageOf, pageWindow } from '../../lib/paging';
import { type DocumentReader, type DocumentRow, vendorScope } from './documents.repository';

export type DocumentListFilter = {
  status?: DocumentStatus | undefined;
  marketId?: string | undefined;
  search?: string | undefined;
};

export type DocumentListOrder = { sortBy: DocumentSortColumn; direction: SortDirection };

// What a list may hold: the documents of the vendors the reader sees (of one owner, when given) unless
// `vendorDocuments` is false, and the reports of `ownReportsOf` (a manager's id) when given.
export type DocumentListScope = {
  reader: DocumentReader;
  ownerId?: string | undefined;
  vendorDocuments: boolean;
  ownReportsOf: string | null;
};

function scopeCondition(db: Database, scope: DocumentListScope): SQL {
  const vendorDocuments = scope.vendorDocuments
    ? and(
        isNotNull(documents.ownerVendorId),
        vendorScope({ db, reader: scope.reader, ownerId: scope.ownerId }),
      )
    : undefined;
  const ownReports = scope.ownReportsOf ? eq(documents.ownerManagerId, scope.ownReportsOf) : undefined;
  const condition = or(vendorDocuments, ownReports);
  // Fail closed: a list without a scope would be every account's documents.
  if (!condition) throw new Error('documents list without a scope');
  return condition;
}

// A manager's report is one series per type, market and period (manager-documents.repository); a vendor's
// document one per type. Vendor documents carry no series beyond their owner and type.
const reportMarket = sql`case when ${documents.ownerManagerId} is not null then ${documents.meta}->>'market_id' end`;
const reportPeriod = sql`case when ${documents.ownerManagerId} is not null then ${documents.meta}->>'period' end`;

// The newest version of every series the scope allows: `scope` names the vendors' documents and the
// manager's own reports the caller may read (document-access), `type` narrows them.
function latestVersions({ db, scope }: { db: Database; scope: SQL }) {
  return db
    .selectDistinctOn(
      [documents.ownerVendorId, documents.ownerManagerId, documents.type, reportMarket, reportPeriod],
      {
        ...getTableColumns(documents),
        ownerId: sql<string>`coalesce(${vendors.id}, ${managers.id})`.as('owner_id'),
        ownerName:
          sql<string>`coalesce(${vendors.businessName}, trim(concat_ws(' ', ${managers.firstname}, ${managers.lastname})))`.as(
            'owner_name',
          ),
      },
    )
    .from(documents)
    .leftJoin(vendors, eq(vendors.id, documents.ownerVendorId))
    .leftJoin(managers, eq(managers.id, documents.ownerManagerId))
    .where(scope)
    .orderBy(
      documents.ownerVendorId,
      documents.ownerManagerId,
      documents.type,
      reportMarket,
      reportPeriod,
      desc(documents.version),
      desc(documents.createdAt),
    )
    .as('latest');
}

type Latest = ReturnType<typeof latestVersions>;

// Status is monotone in the expiry date (shared statusExpiryRange), so a status is a range of expiry dates.
function statusCondition(latest: Latest, status: DocumentStatus, today: string): SQL | undefined {
  const range = statusExpiryRange(status, today);
  if (!range.dated) return isNull(latest.expr);
  return and(
    isNotNull(latest.expr),
    range.from ? gte(latest.expr, range.from) : undefined,
    range.to ? lte(latest.expr, range.to) : undefined,
  );
}

// A vendor's document is in a market the vendor belongs to; a manager's report names its market.
function marketCondition({ db, latest, marketId }: { db: Database; latest: Latest; marketId: string }) {
  const member = db
    .select({ one: sql`1` })
    .from(marketVendors)
    .where(and(eq(marketVendors.vendorId, latest.ownerVendorId), eq(marketVendors.marketId, marketId)));
  return or(
    and(isNotNull(latest.ownerVendorId), exists(member)),
    and(isNotNull(latest.ownerManagerId), sql`${latest.meta}->>'market_id' = ${marketId}`),
  );
}

function filterCondition({
  db,
  latest,
  filter,
  today,
}: {
  db: Database;
  latest: Latest;
  filter: DocumentListFilter;
  today: string;
}) {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    filter.status ? statusCondition(latest, filter.status, today) : undefined,
    filter.marketId ? marketCondition({ db, latest, marketId: filter.marketId }) : undefined,
    pattern ? or(ilike(latest.ownerName, pattern), ilike(latest.fileName, pattern)) : undefined,
  );
}

// Types sort by the name the table shows, not by the enum's declaration order.
const TYPES_BY_LABEL = [...DOCUMENT_TYPES].sort((a, b) =>
  DOCUMENT_TYPE_LABELS[a].localeCompare(DOCUMENT_TYPE_LABELS[b]),
);

function orderBy(latest: Latest, { sortBy, direction }: DocumentListOrder): SQL[] {
  const dir = direction === 'ASC' ? asc : desc;
  const byType = sql`array_position(array[${sql.join(
    TYPES_BY_LABEL.map((type) => sql`${type}`),
    sql`, `,
  )}]::text[], ${latest.type}::text)`;
  // Urgency (status) is the expiry date ascending with undated documents last; DESC is its exact reverse.
  const byExpiry =
    direction === 'ASC' ? sql`${latest.expr} asc nulls last` : sql`${latest.expr} desc nulls first`;
  const key: Record<DocumentSortColumn, SQL> = {
    owner_name: dir(latest.ownerName),
    type: dir(byType),
    status: byExpiry,
    expr: byExpiry,
    version: dir(latest.version),
    created_at: dir(latest.createdAt),
  };
  // The id last, in the same direction, makes the order total: pages never repeat or skip a document.
  return [key[sortBy], dir(latest.id)];
}

// One page of the latest documents in scope, and how many the filter holds (docs/decisions/019).
export async function latestDocumentPage({
  db,
  scope,
  type,
  filter,
  order,
  page,
  today,
}: {
  db: Database;
  scope: DocumentListScope;
  type?: DocumentType | undefined;
  filter: DocumentListFilter;
  order: DocumentListOrder;
  page: PageRequest;
  today: string;
}) {
  const allowed = scopeCondition(db, scope);
  const latest = latestVersions({
    db,
    scope: type ? (and(allowed, eq(documents.type, type)) ?? allowed) : allowed,
  });
  const where = filterCondition({ db, latest, filter, today });
  const { limit, offset } = pageWindow(page);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(latest)
      .where(where)
      .orderBy(...orderBy(latest, order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(latest).where(where),
  ]);
  const data: DocumentRow[] = rows;
  return pageOf({ data, total: counted?.n ?? 0, ...page });
}
