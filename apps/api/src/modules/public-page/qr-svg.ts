import { escapeHtml } from '@marketday/shared';
import { encode } from 'uqr';

// The poster's QR code (docs/decisions/028-public-market-page.md): uqr computes the module matrix, drawn here
// as one SVG path (a run of dark modules per row is one rectangle), so the poster needs no image file and prints
// sharp at any size. Error correction M survives a crease or a smudge; the border is the standard 4-module quiet zone.

export const QR_BORDER = 4;

/** Rows of modules, true for dark, quiet zone included. */
export function qrMatrix(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QR_BORDER }).data;
}

/** The path data of the dark modules: `M{x} {y}h{run}v1h-{run}z` per horizontal run. */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      const run = x - start + 1;
      parts.push(`M${start} ${y}h${run}v1h-${run}z`);
    }
  });
  return parts.join('');
}

/** An inline SVG of the QR code for `text`, with `label` as its accessible name. */
export function qrSvg({ text, label }: { text: string; label: string }): string {
  const matrix = qrMatrix(text);
  const size = matrix.length;
  return `<svg xmlns="http://www.w3.org/2000/svg" class="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${qrPath(matrix)}"/></svg>`;
}
