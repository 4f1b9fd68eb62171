import type { Season } from './markets';
import { MONTH_NAMES } from './months';

// A market's season, hours and time zone as the screens show them, without the market schemas (issue 32: the
// home page formats these and parses no market).

export const YEAR_ROUND_MONTH = -1;

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export function seasonLabel(season: Season): string {
  if (season.start === YEAR_ROUND_MONTH) return 'Year-round';
  return `${MONTH_NAMES[season.start]} – ${MONTH_NAMES[season.end]}`;
}

// "08:00:00" → "8:00 AM"
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}
