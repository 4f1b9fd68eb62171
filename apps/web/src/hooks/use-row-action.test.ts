import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowAction } from './use-row-action';

type Row = { id: string };
const FIRST: Row = { id: 'first' };
const SECOND: Row = { id: 'second' };

describe('useRowAction', () => {
  it("opens only the chosen action's dialog, on the chosen row", () => {
    const { result } = renderHook(() => useRowAction<'edit' | 'delete', Row>());
    expect(result.current.dialogProps('edit')).toBeNull();

    act(() => result.current.open('delete', SECOND));
    expect(result.current.dialogProps('edit')).toBeNull();
    const remove = result.current.dialogProps('delete');
    expect(remove?.row).toBe(SECOND);
    expect(remove?.props.open).toBe(true);
  });

  it('keeps the row while the dialog closes, and keys each opening afresh', () => {
    const { result } = renderHook(() => useRowAction<'edit' | 'delete', Row>());
    act(() => result.current.open('edit', FIRST));
    const firstKey = result.current.dialogProps('edit')?.key;

    act(() => result.current.dialogProps('edit')?.props.onOpenChange(false));
    expect(result.current.dialogProps('edit')).toMatchObject({ row: FIRST, props: { open: false } });

    act(() => result.current.open('edit', FIRST));
    expect(result.current.dialogProps('edit')?.key).not.toBe(firstKey);
  });

  it('hands out the same open function on every render, so columns built from it are built once', () => {
    const { result, rerender } = renderHook(() => useRowAction<'edit', Row>());
    const first = result.current.open;
    act(() => first('edit', FIRST));
    rerender();
    expect(result.current.open).toBe(first);
  });
});
