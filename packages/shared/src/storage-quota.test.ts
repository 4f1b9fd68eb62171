import { describe, expect, it } from 'vitest';
import { formatBytes, STORAGE_MESSAGES, storageQuotaBytes } from './storage-quota';

describe('storage quota', () => {
  it('grows with the size of a manager’s plan; a vendor (no plan) has the base', () => {
    const MB = 1024 * 1024;
    expect(storageQuotaBytes(100, null)).toBe(100 * MB);
    expect(storageQuotaBytes(100, 'year_round_sm')).toBe(100 * MB);
    expect(storageQuotaBytes(100, 'seasonal_md')).toBe(200 * MB);
    expect(storageQuotaBytes(100, 'year_round_lg')).toBe(500 * MB);
    expect(storageQuotaBytes(100, 'seasonal_xl')).toBe(1000 * MB);
    expect(storageQuotaBytes(100, 'seasonal_off_season')).toBe(100 * MB);
  });

  it('writes sizes as a person reads them', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(200)).toBe('1 KB');
    expect(formatBytes(3.25 * 1024 * 1024)).toBe('3.3 MB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(STORAGE_MESSAGES.usage(5 * 1024 * 1024, 100 * 1024 * 1024)).toBe('5 MB of 100 MB used');
  });
});
