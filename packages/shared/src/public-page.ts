import { z } from 'zod';
import { withMessage } from './responses';

// The public market page at /m/{slug} (docs/product.md §18). A slug is what a shopper types or a QR code
// carries: lowercase letters, digits and single hyphens, 3 to 60 characters, and not a word the app uses.
export const PUBLIC_SLUG_MIN = 3;
export const PUBLIC_SLUG_MAX = 60;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const RESERVED_PUBLIC_SLUGS = new Set(['admin', 'api', 'app', 'login', 'new', 'poster', 'static']);
export const PUBLIC_RULES_MAX = 5000;

export const publicSlugSchema = z
  .string('Page address is required')
  .trim()
  .toLowerCase()
  .min(PUBLIC_SLUG_MIN, `Page address must be at least ${PUBLIC_SLUG_MIN} characters`)
  .max(PUBLIC_SLUG_MAX, `Page address must be at most ${PUBLIC_SLUG_MAX} characters`)
  .regex(SLUG, 'Use lowercase letters, numbers and single hyphens, like "downtown-market"')
  .refine((slug) => !RESERVED_PUBLIC_SLUGS.has(slug), 'This page address is reserved; choose another');

// A slug as it arrives in a URL: anything that could not be saved is simply not a page.
export function isPublicSlug(value: string): boolean {
  return publicSlugSchema.safeParse(value).success && value === value.toLowerCase();
}

export const MarketPublicPageInputSchema = z
  .object({
    public_slug: publicSlugSchema.nullable().or(z.literal('').transform(() => null)),
    public_page_enabled: z.boolean(),
    public_rules: z
      .string()
      .trim()
      .max(PUBLIC_RULES_MAX, `Rules for shoppers must be at most ${PUBLIC_RULES_MAX} characters`)
      .nullable()
      .transform((rules) => (rules ? rules : null)),
  })
  .refine((page) => !page.public_page_enabled || page.public_slug, {
    message: 'Choose a page address before turning the public page on',
    path: ['public_slug'],
  });
export type MarketPublicPageInput = z.input<typeof MarketPublicPageInputSchema>;

export const MarketPublicPageSchema = z.object({
  public_slug: z.string().nullable(),
  public_page_enabled: z.boolean(),
  public_rules: z.string().nullable(),
});
export type MarketPublicPage = z.infer<typeof MarketPublicPageSchema>;
export const MarketPublicPageResultSchema = withMessage(MarketPublicPageSchema);
export type MarketPublicPageResult = z.infer<typeof MarketPublicPageResultSchema>;

export const PUBLIC_SLUG_TAKEN = 'This page address is taken; choose another';
