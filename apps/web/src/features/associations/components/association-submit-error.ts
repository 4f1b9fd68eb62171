import { ASSOCIATION_MESSAGES } from '@marketday/shared';
import { getErrorMessage, httpStatus } from '@/lib/api-client';

type Target = { field: 'access_code' | 'max_vendors' | null; message: string };

// Which form field a refused save belongs to, so the message appears where the fix is made.
export function submitErrorTarget(error: unknown): Target {
  const message = getErrorMessage(error, { useDetail: true });
  if (httpStatus(error) !== 409) return { field: null, message };
  if (message === ASSOCIATION_MESSAGES.duplicateCode) return { field: 'access_code', message };
  return { field: 'max_vendors', message };
}
