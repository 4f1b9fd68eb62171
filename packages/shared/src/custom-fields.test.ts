import { describe, expect, it } from 'vitest';
import { customFieldLabel, unknownCustomFields } from './custom-fields';

describe('customFieldLabel', () => {
  it('reads a stored key as a label', () => {
    expect(customFieldLabel('weather')).toBe('Weather');
    expect(customFieldLabel('num_shoppers')).toBe('Num shoppers');
    expect(customFieldLabel('  foot--traffic__count ')).toBe('Foot traffic count');
    expect(customFieldLabel('State')).toBe('State');
  });
});

describe('unknownCustomFields', () => {
  it("names the fields the market does not have, in the request's order", () => {
    expect(
      unknownCustomFields({ weather: 'Sunny', mood: 'good', crowd: null }, ['weather', 'state']),
    ).toEqual(['mood', 'crowd']);
  });

  it('lets an edit keep the fields its record already has', () => {
    expect(unknownCustomFields({ weather: 'Rain' }, ['state'], ['weather'])).toEqual([]);
    expect(unknownCustomFields({ weather: 'Rain', mood: 'x' }, ['state'], ['weather'])).toEqual(['mood']);
  });
});
