import { z } from 'zod';
import { formatDisplayDate } from './calendar-dates';
import { calendarDate } from './limit-schemas';
import { marketRefFields, marketVendorRefFields } from './reference-fields';

// The booth map (issue 30 item 4, docs/season.md "The booth map"): a market's layout kept as data, in feet, with
// the origin at the top left. Booths are rectangles with a label; aisles and landmarks are drawn for orientation.

export const BOOTH_MAP_ITEM_KINDS = ['BOOTH', 'AISLE', 'LANDMARK'] as const;
export type BoothMapItemKind = (typeof BOOTH_MAP_ITEM_KINDS)[number];
export const LANDMARKS = ['ENTRANCE', 'INFO', 'RESTROOMS', 'PARKING', 'FIRST_AID', 'OTHER'] as const;
export type Landmark = (typeof LANDMARKS)[number];

export const MAX_MAP_FEET = 2000;
export const MAX_MAP_ITEMS = 600;
export const MAX_BOOTH_LABEL_LENGTH = 40;

export const BOOTH_MAP_MESSAGES = {
  idFormat: 'An item id is 1–40 letters, digits, - or _',
  labelRequired: 'Label is required',
  labelTooLong: `A label can be at most ${MAX_BOOTH_LABEL_LENGTH} characters`,
  duplicateId: (id: string) => `Two items have the id ${id}`,
  duplicateLabel: (label: string) => `Two booths are labelled ${label}`,
  outside: (label: string) => `${label} is outside the map`,
  overlap: (a: string, b: string) => `Booths ${a} and ${b} overlap`,
  landmarkOnly: 'Only a landmark has a landmark kind',
  tooMany: `A map can have at most ${MAX_MAP_ITEMS} items`,
  size: `Enter a size from 1 to ${MAX_MAP_FEET} feet`,
  stale: 'Someone else changed this map: reload it to see their change',
  saved: 'Map saved',
  boothMissing: (id: string) => `There is no booth ${id} on this market's map`,
  boothTaken: (label: string, vendor: string, date: string) =>
    `Booth ${label} is taken by ${vendor} on ${formatDisplayDate(date)}.`,
  assigned: 'Booth assigned',
} as const;

const feet = z.number(BOOTH_MAP_MESSAGES.size).int(BOOTH_MAP_MESSAGES.size).min(0).max(MAX_MAP_FEET);
const extent = feet.min(1, BOOTH_MAP_MESSAGES.size);

export const BoothMapItemSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, BOOTH_MAP_MESSAGES.idFormat),
    kind: z.enum(BOOTH_MAP_ITEM_KINDS),
    label: z
      .string(BOOTH_MAP_MESSAGES.labelRequired)
      .trim()
      .min(1, BOOTH_MAP_MESSAGES.labelRequired)
      .max(MAX_BOOTH_LABEL_LENGTH, BOOTH_MAP_MESSAGES.labelTooLong),
    x: feet,
    y: feet,
    w: extent,
    h: extent,
    landmark: z.enum(LANDMARKS).nullish(),
  })
  .refine((i) => i.kind === 'LANDMARK' || i.landmark == null, {
    message: BOOTH_MAP_MESSAGES.landmarkOnly,
    path: ['landmark'],
  });
export type BoothMapItem = z.infer<typeof BoothMapItemSchema>;

const overlaps = (a: BoothMapItem, b: BoothMapItem) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const BoothMapLayoutSchema = z
  .object({
    width_ft: extent,
    height_ft: extent,
    items: z.array(BoothMapItemSchema).max(MAX_MAP_ITEMS, BOOTH_MAP_MESSAGES.tooMany),
  })
  .superRefine((map, ctx) => {
    const ids = new Set<string>();
    const labels = new Set<string>();
    const booths: BoothMapItem[] = [];
    map.items.forEach((item, i) => {
      if (ids.has(item.id))
        ctx.addIssue({
          code: 'custom',
          message: BOOTH_MAP_MESSAGES.duplicateId(item.id),
          path: ['items', i, 'id'],
        });
      ids.add(item.id);
      if (item.x + item.w > map.width_ft || item.y + item.h > map.height_ft)
        ctx.addIssue({
          code: 'custom',
          message: BOOTH_MAP_MESSAGES.outside(item.label),
          path: ['items', i, 'x'],
        });
      if (item.kind !== 'BOOTH') return;
      const key = item.label.toLowerCase();
      if (labels.has(key))
        ctx.addIssue({
          code: 'custom',
          message: BOOTH_MAP_MESSAGES.duplicateLabel(item.label),
          path: ['items', i, 'label'],
        });
      labels.add(key);
      const other = booths.find((b) => overlaps(b, item));
      if (other)
        ctx.addIssue({
          code: 'custom',
          message: BOOTH_MAP_MESSAGES.overlap(other.label, item.label),
          path: ['items', i, 'x'],
        });
      booths.push(item);
    });
  });
export type BoothMapLayout = z.infer<typeof BoothMapLayoutSchema>;

/** A booth's size as the fees and the legend name it: "10x20" (width by depth, in feet). */
export const boothSize = (item: Pick<BoothMapItem, 'w' | 'h'>) => `${item.w}x${item.h}`;

export const BoothMapSchema = z.object({
  layout: BoothMapLayoutSchema,
  // Bumped on every save; a save names the version it started from, and a stale one is refused (409).
  version: z.number().int(),
  updated_at: z.string().nullable(),
});
export type BoothMap = z.infer<typeof BoothMapSchema>;

// The stored version is a 32-bit integer and a save stores version + 1.
export const MAX_BOOTH_MAP_VERSION = 2_147_483_646;

export const BoothMapUpdateSchema = z.object({
  layout: BoothMapLayoutSchema,
  version: z.number().int().min(0).max(MAX_BOOTH_MAP_VERSION),
});
export type BoothMapUpdate = z.infer<typeof BoothMapUpdateSchema>;

/** Who stands at which booth on one date: the vendors' default booths, then the manager's moves for the date. */
export const BoothAssignmentSchema = z.object({
  ...marketVendorRefFields,
  booth_id: z.string().nullable(),
  // DEFAULT: the vendor's default booth; DATE: moved for this date only.
  source: z.enum(['DEFAULT', 'DATE']),
});
export type BoothAssignment = z.infer<typeof BoothAssignmentSchema>;

export const BoothAssignmentsSchema = z.object({
  date: z.string(),
  assignments: z.array(BoothAssignmentSchema),
});
export type BoothAssignments = z.infer<typeof BoothAssignmentsSchema>;

export const BoothAssignmentUpdateSchema = z.object({
  // null: no booth for this date.
  booth_id: z.string().trim().max(40).nullable(),
});
export type BoothAssignmentUpdate = z.infer<typeof BoothAssignmentUpdateSchema>;

/** The vendor's booth at each of their markets on their next market day there. */
export const VendorBoothSchema = z.object({
  ...marketRefFields,
  date: z.string().nullable(),
  booth: z.object({ id: z.string(), label: z.string(), size: z.string() }).nullable(),
  layout: BoothMapLayoutSchema.nullable(),
});
export type VendorBooth = z.infer<typeof VendorBoothSchema>;

/** The printable map of one date: `GET …/booth-map/pdf?date=YYYY-MM-DD`. */
export const BoothMapPdfQuerySchema = z.object({ date: calendarDate('Date is required') });
export type BoothMapPdfQuery = z.infer<typeof BoothMapPdfQuerySchema>;
