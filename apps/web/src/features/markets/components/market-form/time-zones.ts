import type { SelectOption } from '@/components/ui/option-select';

// The zones US markets run in; any other saved zone is added to the list so it stays visible.
export const US_TIME_ZONES: SelectOption[] = [
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'America/Anchorage', label: 'Alaska (Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii (Honolulu)' },
  { value: 'America/Puerto_Rico', label: 'Atlantic (Puerto Rico)' },
];

export function timeZoneOptions(current: string | undefined): SelectOption[] {
  if (!current || US_TIME_ZONES.some((zone) => zone.value === current)) return US_TIME_ZONES;
  return [...US_TIME_ZONES, { value: current, label: current.replaceAll('_', ' ') }];
}
