import { type ManagerSettings, PRINT_LIMITS, type PrintDimension } from '@marketday/shared';

const MM = 72 / 25.4;

function within(key: PrintDimension, value: number): number {
  const { min, max } = PRINT_LIMITS[key];
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

export type ReceiptLayout = { width: number; height: number | null; fontSize: number; margin: number };

// docs/product.md §12: Standard is an 80 mm roll, Long a full-length 80 mm slip, Wide a landscape slip,
// Custom whatever the manager set (millimetres and points). A null height grows with the content.
export function receiptLayout(
  settings: Pick<ManagerSettings, 'print_scale' | 'print_settings'>,
): ReceiptLayout {
  switch (settings.print_scale) {
    case 'Long':
      return { width: 80 * MM, height: 297 * MM, fontSize: 10, margin: 5 * MM };
    case 'Wide':
      return { width: 210 * MM, height: 99 * MM, fontSize: 10, margin: 8 * MM };
    case 'Custom': {
      // Clamped as well as validated: settings stored before the bounds existed must still render.
      const { width, height, font_size: fontSize } = settings.print_settings;
      return {
        width: within('width', width ?? 80) * MM,
        height: height ? within('height', height) * MM : null,
        fontSize: within('font_size', fontSize ?? 9),
        margin: 4 * MM,
      };
    }
    default:
      return { width: 80 * MM, height: null, fontSize: 9, margin: 4 * MM };
  }
}
