import { z } from 'zod';
import { DOCUMENT_SEARCH_MAX_LENGTH, DOCUMENT_SORT_COLUMNS } from './document-terms';
import { DocumentRecordSchema } from './documents';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './enums';
import { pageOfSchema, pagingQuery, searchQuery, sortQuery } from './paging-schemas';

export const DocumentsQuerySchema = z.object({
  owner_id: z.uuid().toLowerCase().optional(),
  type: z.enum(DOCUMENT_TYPES).optional(),
  status: z.enum(DOCUMENT_STATUSES, 'Choose a document status').optional(),
  market_id: z.uuid('Choose a market').toLowerCase().optional(),
  // A part of the owner's name or the file's name, any case; `%` and `_` match themselves.
  search: searchQuery(DOCUMENT_SEARCH_MAX_LENGTH),
  ...sortQuery(DOCUMENT_SORT_COLUMNS, 'status', 'ASC'),
  ...pagingQuery,
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;
export type DocumentsQueryParsed = z.output<typeof DocumentsQuerySchema>;

export const DocumentPageSchema = pageOfSchema(DocumentRecordSchema);
export type DocumentPage = z.infer<typeof DocumentPageSchema>;
