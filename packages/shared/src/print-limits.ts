// Receipt sizes a printer can take (millimetres, points). One set of bounds for the account form, the
// stored settings, the test print and the PDF layout: a width near 0 once left no room for text at all.
export const PRINT_LIMITS = {
  width: { min: 40, max: 400 },
  height: { min: 40, max: 2000 },
  font_size: { min: 5, max: 24 },
} as const;
export type PrintDimension = keyof typeof PRINT_LIMITS;
