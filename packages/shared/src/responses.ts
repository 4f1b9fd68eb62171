import { z } from 'zod';

// Building blocks of the response schemas every API route declares (docs/api-contracts.md). The server's
// serializer checks each answer against its schema, and the web infers its types from the same schemas.

/** `{ message }`: a write that has nothing else to say (a delete, a bulk change). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** `{ message, data }`: the answer to a create or an update (docs/product.md §7). */
export const withMessage = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** A body that is not JSON (a PDF, a CSV, a stored file): the serializer passes it through untouched. */
export const FileResponseSchema = z.custom<unknown>(() => true);

/** 204 No Content. */
export const NoContentSchema = z.null().or(z.undefined());
