import { DOCUMENT_TYPES } from '@marketday/shared';
import { date, index, integer, jsonb, pgEnum, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { managers } from './managers';
import { byUser } from './users';
import { vendors } from './vendors';

export const documentTypeEnum = pgEnum('document_type', DOCUMENT_TYPES);

// Vendor compliance documents (and, later, a manager's own reports). Each upload of a type is a new version.
export const documents = pgTable(
  'documents',
  {
    id: id(),
    ownerVendorId: uuid('owner_vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    ownerManagerId: uuid('owner_manager_id').references(() => managers.id, { onDelete: 'cascade' }),
    creatorId: byUser('creator_id'),
    type: documentTypeEnum('type').notNull(),
    // A generated key inside the storage folder: the uploaded file name never becomes a path.
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    version: integer('version').notNull(),
    expr: date('expr'),
    meta: jsonb('meta').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    unique('documents_vendor_type_version_uq').on(t.ownerVendorId, t.type, t.version),
    index('documents_vendor_idx').on(t.ownerVendorId),
  ],
);
