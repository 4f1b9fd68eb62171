import { describe, expect, it } from 'vitest';
import { ALL_MONTHS, seasonRuns, summarizeSeasonality } from './seasonality';

describe('seasonality summary', () => {
  it.each([
    [[...ALL_MONTHS], 'Year-round'],
    [[6, 7, 8, 9], 'Jun–Sep'],
    [[7], 'Jul'],
    [[9, 10], 'Sep–Oct'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'Jan–Nov'],
    [[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'Feb–Dec'],
    [[], 'No months chosen'],
  ])('%j reads as %s', (months, summary) => {
    expect(summarizeSeasonality(months)).toBe(summary);
  });

  it('joins a run across the year end instead of splitting it at January', () => {
    expect(summarizeSeasonality([11, 12, 1, 2])).toBe('Nov–Feb');
    expect(summarizeSeasonality([1, 12])).toBe('Dec–Jan');
    expect(summarizeSeasonality([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12])).toBe('Dec–Oct');
  });

  it('lists separate runs in calendar order of their first month', () => {
    expect(summarizeSeasonality([9, 10, 3, 4, 5])).toBe('Mar–May, Sep–Oct');
    expect(summarizeSeasonality([1, 2, 6, 7, 11, 12])).toBe('Jun–Jul, Nov–Feb');
    expect(summarizeSeasonality([1, 3, 5])).toBe('Jan, Mar, May');
  });

  it('ignores repeats and order, and months outside 1–12', () => {
    expect(summarizeSeasonality([8, 6, 7, 6, 0, 13])).toBe('Jun–Aug');
    expect(seasonRuns([12, 1, 1])).toEqual([{ start: 12, end: 1 }]);
  });
});
