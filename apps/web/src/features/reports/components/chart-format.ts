import { formatCents, type VendorType } from '@marketday/shared';

// Tooltips: recharts hands the value over untyped.
export const fullCents = (cents: unknown) => formatCents(Number(cents));

/** "05/02" on the axis; the tooltip and tables carry the year. */
export const shortDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

// The vendor-type colours of VENDOR_TYPE_STYLES (emerald, sky, amber), strong enough for bars.
export const VENDOR_TYPE_COLORS: Record<VendorType, string> = {
  PRODUCER: '#047857',
  NON_PRODUCER: '#0369a1',
  ANCILLARY: '#b45309',
};

export const SERIES_COLORS = {
  gross: '#2f6f4f',
  marketFees: '#0369a1',
  govFees: '#b45309',
  tokens: '#7c3aed',
} as const;

export const AXIS_TICK = { fontSize: 12, fill: '#4b5563' } as const;
