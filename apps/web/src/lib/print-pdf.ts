import { printInFrame } from './print-frame';

// Prints a PDF without leaving the page (lib/print-frame.ts).
export function printPdf(blob: Blob): Promise<void> {
  const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
  return printInFrame(pdf);
}
