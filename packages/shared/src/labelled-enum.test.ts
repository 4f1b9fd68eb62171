import { describe, expect, it } from 'vitest';
import { labelledEnum } from './labelled-enum';

describe('labelledEnum', () => {
  it('lists the values in the order written and keeps the labels as given', () => {
    const [values, labels] = labelledEnum({ B_SECOND: 'Bee', A_FIRST: 'Ay', 'with-dash': 'Dash' });
    expect(values).toEqual(['B_SECOND', 'A_FIRST', 'with-dash']);
    expect(labels.A_FIRST).toBe('Ay');
  });
});
