import { z } from 'zod';

// Every error body the API sends (apart from errors.ts's messages, so a page that needs only those has no zod); `errors[].path` names the field (dot-joined), for forms to show it there.
export const ApiErrorBodySchema = z.object({
  detail: z.string(),
  status: z.number().int(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
