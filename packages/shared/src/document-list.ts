import { z } from 'zod';
import { DocumentRecordSchema } from './documents';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './enums';
import { pageOfSchema, pagingQuery, searchQuery, sortQuery } from './paging';

// GET /documents: the latest version of each document in scope, paged, filtered, searched and sorted by the
// server (docs/decisions/019). `status` sorts by urgency: the expiry date ascending, undated documents last.
export const DOCUMENT_SORT_COLUMNS = [
  'owner_name',
  'type',
  'status',
  'expr',
  'version',
  'created_at',
] as const;
export type DocumentSortColumn = (typeof DOCUMENT_SORT_COLUMNS)[number];
export const DOCUMENT_SEARCH_MAX_LENGTH = 100;

export const DocumentsQuerySchema = z.object({
  owner_id: z.uuid().optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  status: z.enum(DOCUMENT_STATUSES, 'Choose a document status').optional(),
  market_id: z.uuid('Choose a market').optional(),
  // A part of the owner's name or the file's name, any case; `%` and `_` match themselves.
  search: searchQuery(DOCUMENT_SEARCH_MAX_LENGTH),
  ...sortQuery(DOCUMENT_SORT_COLUMNS, 'status', 'ASC'),
  ...pagingQuery,
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;
export type DocumentsQueryParsed = z.output<typeof DocumentsQuerySchema>;

export const DocumentPageSchema = pageOfSchema(DocumentRecordSchema);
export type DocumentPage = z.infer<typeof DocumentPageSchema>;
