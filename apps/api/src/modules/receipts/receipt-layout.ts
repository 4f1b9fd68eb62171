import type { ManagerSettings } from '@marketday/shared';

const MM = 72 / 25.4;

export type ReceiptLayout = { width: number; height: number | null; fontSize: number; margin: number };

// DESIGN.md §5: Standard is an 80 mm roll, Long a full-length 80 mm slip, Wide a landscape slip,
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
      const { width, height, font_size: fontSize } = settings.print_settings;
      return {
        width: (width ?? 80) * MM,
        height: height ? height * MM : null,
        fontSize: fontSize ?? 9,
        margin: 4 * MM,
      };
    }
    default:
      return { width: 80 * MM, height: null, fontSize: 9, margin: 4 * MM };
  }
}
