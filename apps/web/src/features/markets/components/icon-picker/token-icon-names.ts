import type { TokenIconName } from '@marketday/shared';
import type en from './locales/en.json';

// Each token icon's name as the icon picker says it (entities/tokens/locales).
export const TOKEN_ICON_KEYS: Readonly<Record<TokenIconName, keyof typeof en>> = {
  leaf: 'iconLeaf',
  star: 'iconStar',
  heart: 'iconHeart',
  carrot: 'iconCarrot',
  store: 'iconStore',
  dollar: 'iconDollar',
  gift: 'iconGift',
  users: 'iconUsers',
  cart: 'iconCart',
  award: 'iconAward',
  'dollar-sign': 'iconDollarSign',
  tractor: 'iconTractor',
  'flag-triangle-right': 'iconFlagTriangleRight',
  'tree-pine': 'iconTreePine',
  flower: 'iconFlower',
  'tree-palm': 'iconTreePalm',
  'mountain-snow': 'iconMountainSnow',
  landmark: 'iconLandmark',
  grape: 'iconGrape',
  apple: 'iconApple',
  cookie: 'iconCookie',
  wheat: 'iconWheat',
  milk: 'iconMilk',
  citrus: 'iconCitrus',
  nut: 'iconNut',
  bubbles: 'iconBubbles',
};
