import { BOOTH_MAP_MESSAGES, type BoothMapItem, type BoothMapLayout } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import {
  type EditorAction,
  editorReducer,
  editorStart,
  isDirty,
  layoutProblems,
  nextBoothLabel,
} from './layout-editor-state';

const booth = (id: string, label: string, x: number, y: number, w = 10, h = 10): BoothMapItem => ({
  id,
  kind: 'BOOTH',
  label,
  x,
  y,
  w,
  h,
});

const lot = (items: BoothMapItem[] = []): BoothMapLayout => ({ width_ft: 40, height_ft: 30, items });

const run = (layout: BoothMapLayout, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, editorStart(layout));

const item = (state: ReturnType<typeof run>, id: string) => state.layout.items.find((i) => i.id === id);

describe('the layout editor', () => {
  it('adds a booth with the first free label at the first free spot, selected, and the layout is then unsaved', () => {
    // A2 is free between A1 and A3; labels compare without case.
    const start = lot([booth('x', 'a1', 0, 0), booth('y', 'A3', 10, 0)]);
    const state = run(start, { type: 'add-booth', w: 10, h: 20 });
    const added = state.layout.items[2];
    expect(added).toEqual({ id: 'booth-1', kind: 'BOOTH', label: 'A2', x: 20, y: 0, w: 10, h: 20 });
    expect(state.selected).toBe('booth-1');
    expect(isDirty(state)).toBe(true);
    expect(isDirty(run(start))).toBe(false);
    expect(nextBoothLabel(state.layout.items)).toBe('A4');
    // A second one gets the next id and label, clear of the first.
    const again = editorReducer(state, { type: 'add-booth', w: 10, h: 10 });
    expect(again.layout.items[3]).toMatchObject({ id: 'booth-2', label: 'A4', x: 30, y: 0 });
    expect(layoutProblems(again.layout)).toEqual([]);
  });

  it('moves by arrow-key feet and by drag snapped to whole feet, never off the map', () => {
    const start = lot([booth('b', 'A1', 5, 5)]);
    expect(item(run(start, { type: 'move-by', id: 'b', dx: 5, dy: -1 }), 'b')).toMatchObject({ x: 10, y: 4 });
    expect(item(run(start, { type: 'move-by', id: 'b', dx: -9, dy: 99 }), 'b')).toMatchObject({
      x: 0,
      y: 20,
    });
    expect(item(run(start, { type: 'move-to', id: 'b', x: 12.4, y: 7.6 }), 'b')).toMatchObject({
      x: 12,
      y: 8,
    });
    expect(item(run(start, { type: 'move-to', id: 'b', x: 38, y: -3 }), 'b')).toMatchObject({ x: 30, y: 0 });
  });

  it('edits from the inspector as typed, so a booth put on another or outside is reported by the shared check', () => {
    const start = lot([booth('a', 'A1', 0, 0), booth('b', 'A2', 20, 0)]);
    const resized = run(start, { type: 'update', id: 'a', patch: { w: 25.4 } });
    expect(item(resized, 'a')).toMatchObject({ w: 25, h: 10 });
    expect(layoutProblems(resized.layout)).toEqual([
      { message: BOOTH_MAP_MESSAGES.overlap('A1', 'A2'), itemId: 'b' },
    ]);
    // A size cleared to type another stays 0 (not a 1 the next digit would extend) and is named until fixed.
    const cleared = run(start, { type: 'update', id: 'a', patch: { h: 0 } });
    expect(item(cleared, 'a')).toMatchObject({ h: 0 });
    expect(layoutProblems(cleared.layout)).toEqual([{ message: BOOTH_MAP_MESSAGES.size, itemId: 'a' }]);
    expect(layoutProblems(run(start, { type: 'resize-map', height_ft: 0 }).layout)).toContainEqual({
      message: BOOTH_MAP_MESSAGES.size,
      itemId: null,
    });
    const outside = run(start, { type: 'update', id: 'b', patch: { x: 35 } });
    expect(layoutProblems(outside.layout)).toEqual([
      { message: BOOTH_MAP_MESSAGES.outside('A2'), itemId: 'b' },
    ]);
    const twice = run(start, { type: 'update', id: 'b', patch: { label: 'a1' } });
    expect(layoutProblems(twice.layout)).toEqual([
      { message: BOOTH_MAP_MESSAGES.duplicateLabel('a1'), itemId: 'b' },
    ]);
    // A smaller map leaves the far booth outside.
    expect(layoutProblems(run(start, { type: 'resize-map', width_ft: 25 }).layout)).toEqual([
      { message: BOOTH_MAP_MESSAGES.outside('A2'), itemId: 'b' },
    ]);
  });

  it('keeps the landmark kind to landmarks, and deleting the selected item clears the selection', () => {
    let state = run(lot(), { type: 'add-landmark', landmark: 'RESTROOMS', label: 'Restrooms' });
    expect(state.layout.items[0]).toMatchObject({
      id: 'landmark-1',
      kind: 'LANDMARK',
      landmark: 'RESTROOMS',
      w: 6,
    });
    state = editorReducer(state, { type: 'update', id: 'landmark-1', patch: { kind: 'BOOTH' } });
    expect(state.layout.items[0]?.landmark).toBeNull();
    state = editorReducer(state, { type: 'update', id: 'landmark-1', patch: { kind: 'LANDMARK' } });
    expect(state.layout.items[0]?.landmark).toBe('OTHER');
    state = editorReducer(state, { type: 'remove', id: 'landmark-1' });
    expect(state.layout.items).toEqual([]);
    expect(state.selected).toBeNull();
  });

  it('lays an aisle across the map where no booth stands', () => {
    const state = run(lot([booth('a', 'A1', 0, 0)]), { type: 'add-aisle' });
    expect(state.layout.items[1]).toEqual({
      id: 'aisle-1',
      kind: 'AISLE',
      label: 'Aisle 1',
      x: 0,
      y: 10,
      w: 40,
      h: 10,
    });
    expect(layoutProblems(state.layout)).toEqual([]);
  });

  it('a save makes the saved layout the new start', () => {
    const state = run(lot(), { type: 'add-booth', w: 10, h: 10 });
    const saved = editorReducer(state, { type: 'saved', layout: state.layout });
    expect(isDirty(saved)).toBe(false);
    expect(saved.selected).toBe('booth-1');
  });
});
