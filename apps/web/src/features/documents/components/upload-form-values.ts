import {
  ALLOWED_DOCUMENT_EXTENSIONS,
  DOCUMENT_MESSAGES,
  DOCUMENT_META_FIELDS,
  DOCUMENT_TYPES,
  type DocumentParams,
  type DocumentType,
  MAX_DOCUMENT_BYTES,
  toIsoDate,
} from '@marketday/shared';
import { z } from 'zod';

// The CDFA report is generated from a market's checkouts (docs/product.md §11), never uploaded by hand.
export const UPLOADABLE_DOCUMENT_TYPES = DOCUMENT_TYPES.filter(
  (type): type is Exclude<DocumentType, 'CDFA-Report'> => type !== 'CDFA-Report',
);

export const ACCEPTED_DOCUMENT_FILES = ALLOWED_DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

// docs/product.md §5, checked before any byte is sent; the server checks the bytes themselves again.
export function documentFileProblem(file: File | null | undefined): string | null {
  if (!file) return DOCUMENT_MESSAGES.missing;
  if (!(ALLOWED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return DOCUMENT_MESSAGES.badType;
  }
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

// A field of the chosen type stays undefined until typed in.
export const metaFieldsSchema = z.record(
  z.string(),
  z.string().trim().max(200, 'Must be 200 characters or fewer').optional(),
);

export function uploadFormSchema({ needsOwner }: { needsOwner: boolean }) {
  return z.object({
    ownerId: needsOwner ? z.string().min(1, 'Choose a vendor') : z.string(),
    type: z.enum(DOCUMENT_TYPES, 'Choose a document type'),
    meta: metaFieldsSchema,
    // Optional, as on the server (DocumentParamsSchema): a document that never expires has none.
    expr: z.date().nullable(),
    file: z.custom<File | null>().superRefine((file, ctx) => {
      const problem = documentFileProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  });
}

type UploadFormSchema = ReturnType<typeof uploadFormSchema>;
export type UploadFormValues = z.input<UploadFormSchema>;
export type UploadFormOutput = z.output<UploadFormSchema>;

// No type yet: the select shows its placeholder until one is chosen.
export const EMPTY_UPLOAD_FORM: Partial<UploadFormValues> = {
  ownerId: '',
  meta: {},
  expr: null,
  file: null,
};

// Only the chosen type's fields travel; blanks become null.
export function toDocumentParams(
  values: UploadFormOutput,
): Required<Pick<DocumentParams, 'type' | 'meta' | 'expr'>> {
  return {
    type: values.type,
    meta: metaOf(values.type, values.meta),
    expr: values.expr ? toIsoDate(values.expr) : null,
  };
}

// Only the type's own fields travel; blanks become null.
export function metaOf(type: DocumentType, meta: Record<string, string | undefined>) {
  const fields = DOCUMENT_META_FIELDS[type] ?? [];
  return Object.fromEntries(fields.map(({ key }) => [key, meta[key]?.trim() || null]));
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
