import {
  type BoothMapItem,
  type BoothMapItemKind,
  type BoothMapLayout,
  BoothMapLayoutSchema,
  type Landmark,
  MAX_MAP_FEET,
} from '@marketday/shared';

// The layout editor's state (docs/season.md "The booth map", "On the web"): the layout being drawn, the item
// selected, and the layout it started from (so the page knows when there is something to save).

export type EditorState = { layout: BoothMapLayout; saved: BoothMapLayout; selected: string | null };

export type ItemPatch = Partial<Pick<BoothMapItem, 'label' | 'x' | 'y' | 'w' | 'h' | 'kind' | 'landmark'>>;

export type EditorAction =
  | { type: 'load'; layout: BoothMapLayout }
  | { type: 'saved'; layout: BoothMapLayout }
  | { type: 'resize-map'; width_ft?: number; height_ft?: number }
  | { type: 'add-booth'; w: number; h: number }
  | { type: 'add-aisle' }
  | { type: 'add-landmark'; landmark: Landmark; label: string }
  | { type: 'select'; id: string | null }
  /** By feet (arrow keys): kept on the map. */
  | { type: 'move-by'; id: string; dx: number; dy: number }
  /** To a point in feet (a drag): snapped to whole feet and kept on the map. */
  | { type: 'move-to'; id: string; x: number; y: number }
  /** The inspector's fields, as typed: a booth put outside the map or on another is what the check reports. */
  | { type: 'update'; id: string; patch: ItemPatch }
  | { type: 'remove'; id: string };

export const editorStart = (layout: BoothMapLayout): EditorState => ({
  layout,
  saved: layout,
  selected: null,
});

export const isDirty = (state: EditorState) => state.layout !== state.saved;

const feet = (value: number, min: number) => Math.min(MAX_MAP_FEET, Math.max(min, Math.round(value)));
const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.round(value), Math.max(0, max)));

/** The first of A1, A2, … no booth is labelled (labels compare without case, as the schema does). */
export function nextBoothLabel(items: readonly BoothMapItem[]) {
  const taken = new Set(items.filter((i) => i.kind === 'BOOTH').map((i) => i.label.toLowerCase()));
  let n = 1;
  while (taken.has(`a${n}`)) n += 1;
  return `A${n}`;
}

function nextId(items: readonly BoothMapItem[], kind: BoothMapItemKind) {
  const prefix = kind.toLowerCase();
  const taken = new Set(items.map((i) => i.id));
  let n = 1;
  while (taken.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

const overlaps = (
  a: Pick<BoothMapItem, 'x' | 'y' | 'w' | 'h'>,
  b: Pick<BoothMapItem, 'x' | 'y' | 'w' | 'h'>,
) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// The first spot, row by row from the top left, where a new item of that size is on the map and clear of the
// items of the kinds it must not cover; the top left corner when there is none (the check then says why).
function freeSpot(layout: BoothMapLayout, w: number, h: number, avoid: readonly BoothMapItemKind[]) {
  const others = layout.items.filter((i) => avoid.includes(i.kind));
  for (let y = 0; y + h <= layout.height_ft; y += 1)
    for (let x = 0; x + w <= layout.width_ft; x += 1)
      if (!others.some((o) => overlaps(o, { x, y, w, h }))) return { x, y };
  return { x: 0, y: 0 };
}

function withItem(state: EditorState, item: BoothMapItem): EditorState {
  return { ...state, layout: { ...state.layout, items: [...state.layout.items, item] }, selected: item.id };
}

function mapItem(state: EditorState, id: string, change: (item: BoothMapItem) => BoothMapItem): EditorState {
  return {
    ...state,
    layout: { ...state.layout, items: state.layout.items.map((i) => (i.id === id ? change(i) : i)) },
  };
}

function patched(item: BoothMapItem, patch: ItemPatch): BoothMapItem {
  const next = { ...item, ...patch };
  for (const key of ['x', 'y'] as const) next[key] = feet(next[key], 0);
  // A size field cleared to type another is 0 for a moment: kept, and the check names it, rather than turned into
  // a 1 the next keystroke would extend.
  for (const key of ['w', 'h'] as const) next[key] = feet(next[key], 0);
  // Only a landmark has a landmark kind; an item made a landmark starts as "other".
  next.landmark = next.kind === 'LANDMARK' ? (next.landmark ?? 'OTHER') : null;
  return next;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { layout } = state;
  switch (action.type) {
    case 'load':
      return editorStart(action.layout);
    case 'saved':
      return { ...state, layout: action.layout, saved: action.layout };
    case 'resize-map':
      return {
        ...state,
        layout: {
          ...layout,
          width_ft: action.width_ft === undefined ? layout.width_ft : feet(action.width_ft, 0),
          height_ft: action.height_ft === undefined ? layout.height_ft : feet(action.height_ft, 0),
        },
      };
    case 'add-booth': {
      const w = feet(action.w, 1);
      const h = feet(action.h, 1);
      const spot = freeSpot(layout, w, h, ['BOOTH', 'AISLE', 'LANDMARK']);
      const label = nextBoothLabel(layout.items);
      return withItem(state, { id: nextId(layout.items, 'BOOTH'), kind: 'BOOTH', label, ...spot, w, h });
    }
    case 'add-aisle': {
      // Across the whole map, 10 ft wide (narrower on a shallow map), where no booth stands.
      const h = Math.min(10, layout.height_ft);
      const spot = freeSpot(layout, layout.width_ft, h, ['BOOTH', 'AISLE']);
      const n = layout.items.filter((i) => i.kind === 'AISLE').length + 1;
      return withItem(state, {
        id: nextId(layout.items, 'AISLE'),
        kind: 'AISLE',
        label: `Aisle ${n}`,
        ...spot,
        w: layout.width_ft,
        h,
      });
    }
    case 'add-landmark': {
      const side = Math.min(6, layout.width_ft, layout.height_ft);
      const spot = freeSpot(layout, side, side, ['BOOTH', 'LANDMARK']);
      return withItem(state, {
        id: nextId(layout.items, 'LANDMARK'),
        kind: 'LANDMARK',
        landmark: action.landmark,
        label: action.label,
        ...spot,
        w: side,
        h: side,
      });
    }
    case 'select':
      return { ...state, selected: action.id };
    case 'move-by':
      return mapItem(state, action.id, (item) => ({
        ...item,
        x: clamp(item.x + action.dx, layout.width_ft - item.w),
        y: clamp(item.y + action.dy, layout.height_ft - item.h),
      }));
    case 'move-to':
      return mapItem(state, action.id, (item) => ({
        ...item,
        x: clamp(action.x, layout.width_ft - item.w),
        y: clamp(action.y, layout.height_ft - item.h),
      }));
    case 'update':
      return mapItem(state, action.id, (item) => patched(item, action.patch));
    case 'remove':
      return {
        ...state,
        layout: { ...layout, items: layout.items.filter((i) => i.id !== action.id) },
        selected: state.selected === action.id ? null : state.selected,
      };
  }
}

export type LayoutProblem = { message: string; itemId: string | null };

/** What the shared schema says is wrong with the layout (overlaps, items outside, duplicate labels), each once. */
export function layoutProblems(layout: BoothMapLayout): LayoutProblem[] {
  const result = BoothMapLayoutSchema.safeParse(layout);
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues.flatMap((issue) => {
    if (seen.has(issue.message)) return [];
    seen.add(issue.message);
    const index = issue.path[0] === 'items' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
    return [{ message: issue.message, itemId: index === null ? null : (layout.items[index]?.id ?? null) }];
  });
}
