import { getErrorMessage } from '@/lib/api-client';

// Account and reset endpoints explain themselves in `detail` (e.g. a taken username), so show it.
export function submitErrorMessage(error: unknown): string {
  return getErrorMessage(error, { useDetail: true });
}
