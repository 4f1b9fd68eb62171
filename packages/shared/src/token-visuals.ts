import { TOKEN_ICON_NAMES, type TokenIconName } from './enums';
import type { Token, TokenVisualSettings } from './tokens';

// A token's coin: its colours and icon, chosen or derived from its name. Apart from ./tokens.ts's schemas, so a
// page that draws a coin does not load zod (docs/decisions/038-page-weight-and-first-screen.md).

export const DEFAULT_RIM_COLOR = '#1F5132';
export const DEFAULT_FACE_COLOR = '#FFFFFF';

// Common market programmes get a fitting icon; anything else a stable one chosen by the name.
const KEYWORD_ICONS: [RegExp, TokenIconName][] = [
  [/snap|ebt|calfresh|food stamp/i, 'dollar-sign'],
  [/wic/i, 'milk'],
  [/match|bonus|double/i, 'heart'],
  [/fruit|veg|produce|rx/i, 'carrot'],
  [/gift|voucher/i, 'gift'],
  [/senior/i, 'users'],
];

export function deriveTokenVisuals(name: string): TokenVisualSettings {
  const keyword = KEYWORD_ICONS.find(([pattern]) => pattern.test(name));
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const iconName = keyword?.[1] ?? TOKEN_ICON_NAMES[hash % TOKEN_ICON_NAMES.length] ?? 'leaf';
  return { iconName, faceColor: DEFAULT_FACE_COLOR, rimColor: DEFAULT_RIM_COLOR };
}

export function tokenVisuals(token: Pick<Token, 'name' | 'visual_settings'>): TokenVisualSettings {
  return token.visual_settings ?? deriveTokenVisuals(token.name);
}
