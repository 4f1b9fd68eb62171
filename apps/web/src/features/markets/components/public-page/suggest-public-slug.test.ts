// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { suggestPublicSlug } from './suggest-public-slug';

describe('suggestPublicSlug', () => {
  it.each([
    ['Downtown Farmers Market', 'downtown-farmers-market'],
    ["Saint-Étienne Farmers' Market", 'saint-etienne-farmers-market'],
    ['  Davis -- Saturday  Market!! ', 'davis-saturday-market'],
    ['Riverside 100% Local', 'riverside-100-local'],
  ])('makes %j into %j', (name, slug) => {
    expect(suggestPublicSlug(name)).toBe(slug);
  });

  it('keeps a long name within 60 characters without a trailing hyphen', () => {
    const slug = suggestPublicSlug(`${'a'.repeat(59)} market`);
    expect(slug).toBe('a'.repeat(59));
  });

  it('suggests nothing when the name makes no valid address', () => {
    expect(suggestPublicSlug('Ü')).toBe('');
    expect(suggestPublicSlug('Poster')).toBe('');
    expect(suggestPublicSlug('市场')).toBe('');
  });
});
