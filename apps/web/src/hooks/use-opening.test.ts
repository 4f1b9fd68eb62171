import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpening } from './use-opening';

type Row = { id: string };
const FIRST: Row = { id: 'first' };

describe('useOpening', () => {
  it('keeps the target through closing and gives every opening a new key', () => {
    const { result } = renderHook(() => useOpening<Row | null>());
    expect(result.current.opening).toBeNull();
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.open(FIRST));
    expect(result.current.opening).toEqual({ target: FIRST, key: 1 });
    expect(result.current.dialog.open).toBe(true);

    act(() => result.current.close());
    expect(result.current.dialog.open).toBe(false);
    expect(result.current.opening).toEqual({ target: FIRST, key: 1 });

    act(() => result.current.open(null));
    expect(result.current.opening).toEqual({ target: null, key: 2 });
    expect(result.current.dialog.open).toBe(true);
  });
});
