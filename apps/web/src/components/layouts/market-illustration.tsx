import { useMessages } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// A market stall drawn in code: decorative only, so hidden from assistive technology.
const STRIPES = [0, 1, 2, 3, 4, 5, 6];

export function MarketIllustration({ className }: { className?: string }) {
  const t = useMessages(en);
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <circle cx="262" cy="48" r="24" fill="#F6C453" />
      <circle cx="262" cy="48" r="34" fill="#F6C453" opacity="0.25" />
      <ellipse cx="160" cy="210" rx="150" ry="14" fill="#FFFFFF" opacity="0.14" />
      <rect x="58" y="96" width="8" height="112" rx="2" fill="#6B4423" />
      <rect x="254" y="96" width="8" height="112" rx="2" fill="#6B4423" />
      {STRIPES.map((i) => (
        <rect
          key={i}
          x={48 + i * 32}
          y="70"
          width="32"
          height="34"
          fill={i % 2 === 0 ? '#FFFFFF' : '#E4572E'}
        />
      ))}
      {STRIPES.map((i) => (
        <circle key={i} cx={64 + i * 32} cy="104" r="16" fill={i % 2 === 0 ? '#FFFFFF' : '#E4572E'} />
      ))}
      <rect x="44" y="64" width="232" height="10" rx="4" fill="#FFFFFF" />
      <rect x="52" y="156" width="216" height="52" rx="4" fill="#8A5A2B" />
      <rect x="52" y="156" width="216" height="8" rx="3" fill="#A9743D" />
      <rect x="70" y="176" width="64" height="22" rx="3" fill="#F3E3C3" />
      <text x="102" y="192" textAnchor="middle" fontSize="12" fontWeight="700" fill="#6B4423">
        {t('illustrationFresh')}
      </text>
      <circle cx="80" cy="146" r="11" fill="#D7263D" />
      <circle cx="100" cy="148" r="9" fill="#D7263D" />
      <circle cx="120" cy="146" r="11" fill="#F18F01" />
      <circle cx="140" cy="148" r="9" fill="#F18F01" />
      <ellipse cx="176" cy="146" rx="16" ry="10" fill="#7CB518" />
      <ellipse cx="208" cy="146" rx="14" ry="10" fill="#9BC53D" />
      <circle cx="238" cy="146" r="10" fill="#6A4C93" />
      <circle cx="250" cy="150" r="7" fill="#6A4C93" />
      <circle cx="196" cy="186" r="9" fill="#F6C453" stroke="#FFFFFF" strokeWidth="2" />
      <circle cx="222" cy="186" r="9" fill="#F6C453" stroke="#FFFFFF" strokeWidth="2" />
      <circle cx="248" cy="186" r="9" fill="#F6C453" stroke="#FFFFFF" strokeWidth="2" />
    </svg>
  );
}
