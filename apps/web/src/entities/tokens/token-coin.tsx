import { type Token, type TokenIconName, tokenVisuals } from '@marketday/shared';
import {
  Apple,
  Award,
  Bubbles,
  Carrot,
  Citrus,
  Cookie,
  DollarSign,
  Flag,
  Flower,
  Gift,
  Grape,
  Heart,
  Landmark,
  Leaf,
  type LucideIcon,
  Milk,
  MountainSnow,
  Nut,
  ShoppingCart,
  Star,
  Store,
  Tractor,
  TreePalm,
  TreePine,
  Users,
  Wheat,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

export const TOKEN_ICONS: Record<TokenIconName, LucideIcon> = {
  leaf: Leaf,
  star: Star,
  heart: Heart,
  carrot: Carrot,
  store: Store,
  dollar: DollarSign,
  gift: Gift,
  users: Users,
  cart: ShoppingCart,
  award: Award,
  'dollar-sign': DollarSign,
  tractor: Tractor,
  'flag-triangle-right': Flag,
  'tree-pine': TreePine,
  flower: Flower,
  'tree-palm': TreePalm,
  'mountain-snow': MountainSnow,
  landmark: Landmark,
  grape: Grape,
  apple: Apple,
  cookie: Cookie,
  wheat: Wheat,
  milk: Milk,
  citrus: Citrus,
  nut: Nut,
  bubbles: Bubbles,
};

const SIZES = { sm: 'size-7 border-[3px]', md: 'size-10 border-4', lg: 'size-16 border-[6px]' } as const;

// A token drawn as a coin: face colour, rim colour and icon, or the defaults derived from its name.
export function TokenCoin({
  token,
  size = 'md',
  className,
}: {
  token: Pick<Token, 'name' | 'visual_settings'>;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const t = useMessages(en);
  const visuals = tokenVisuals(token);
  const Icon = TOKEN_ICONS[visuals.iconName as TokenIconName] ?? Leaf;
  return (
    <span
      role="img"
      aria-label={t('coinLabel', { name: token.name })}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full shadow-sm',
        SIZES[size],
        className,
      )}
      style={{ backgroundColor: visuals.faceColor, borderColor: visuals.rimColor, color: visuals.rimColor }}
    >
      <Icon className="size-1/2" aria-hidden />
    </span>
  );
}
