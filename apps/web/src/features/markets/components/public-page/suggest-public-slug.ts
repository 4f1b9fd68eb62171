import { PUBLIC_SLUG_MAX, publicSlugSchema } from '@marketday/shared';

// A page address made from the market's name: "Saint-Étienne Farmers' Market" → "saint-etienne-farmers-market".
// Empty when the name makes no valid address (too short, reserved), so the manager types one.
export function suggestPublicSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PUBLIC_SLUG_MAX)
    .replace(/-+$/, '');
  return publicSlugSchema.safeParse(slug).success ? slug : '';
}
