import { describe, expect, it } from 'vitest';
import { customFieldLabel } from './custom-fields';

describe('customFieldLabel', () => {
  it('reads a stored key as a label', () => {
    expect(customFieldLabel('weather')).toBe('Weather');
    expect(customFieldLabel('num_shoppers')).toBe('Num shoppers');
    expect(customFieldLabel('  foot--traffic__count ')).toBe('Foot traffic count');
    expect(customFieldLabel('State')).toBe('State');
  });
});
