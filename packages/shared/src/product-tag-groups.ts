import { ALLERGEN_TAGS, type ProductTag } from './enums';

export type ProductTagGroup = { id: 'dietary' | 'production' | 'storage'; label: string; tags: ProductTag[] };

// Every tag in exactly one group (checked by a test), so a form can show them grouped and lose none.
// Dietary: what an eater needs to know (diets, allergens); production: how it was grown, raised or
// made; storage: how it has to be kept.
export const PRODUCT_TAG_GROUPS: readonly ProductTagGroup[] = [
  {
    id: 'dietary',
    label: 'Dietary',
    tags: [
      'gluten_free',
      'dairy_free',
      'soy_free',
      'sugar_free',
      'no_added_sugar',
      'naturally_sweetened',
      'low_sodium',
      'preservative_free',
      'vegan',
      'vegetarian',
      'keto',
      'paleo',
      ...ALLERGEN_TAGS,
    ],
  },
  {
    id: 'production',
    label: 'Production',
    tags: [
      'organic',
      'certified_naturally_grown',
      'regenerative',
      'non_gmo',
      'heirloom',
      'local',
      'small_batch',
      'single_origin',
      'fair_trade',
      'grass_fed',
      'pasture_raised',
      'free_range',
      'cage_free',
      'farm_raised',
      'wild_caught',
      'line_caught',
      'raw',
      'unfiltered',
      'cold_pressed',
      'fermented',
    ],
  },
  { id: 'storage', label: 'Storage', tags: ['frozen', 'refrigerated', 'shelf_stable'] },
];
