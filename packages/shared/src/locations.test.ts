import { describe, expect, it } from 'vitest';
import { countiesOf, findUsState, US_STATES } from './locations';

describe('US_STATES', () => {
  it('covers the 50 states plus Puerto Rico and nothing else', () => {
    expect(US_STATES).toHaveLength(51);
    expect(findUsState('PR')?.name).toBe('Puerto Rico');
    expect(new Set(US_STATES.map((s) => s.state_code)).size).toBe(51);
  });

  it.each(['DC', 'AS', 'GU', 'MP', 'UM', 'VI'])('omits %s', (code) => {
    expect(findUsState(code)).toBeUndefined();
    expect(countiesOf(code)).toEqual([]);
  });

  it('is sorted by state name with sorted county lists', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const state of US_STATES) {
      expect(state.counties).toEqual([...state.counties].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('lists California with its FIPS id and 58 counties', () => {
    expect(findUsState('CA')).toMatchObject({ id: 6, name: 'California', state_code: 'CA' });
    expect(countiesOf('CA')).toHaveLength(58);
    expect(countiesOf('ca')).toContain('Alameda County');
  });

  it('lists the 78 municipios of Puerto Rico', () => {
    expect(countiesOf('PR')).toHaveLength(78);
  });
});
