import { printInFrame } from './print-frame';

export { escapeHtml } from '@marketday/shared';

// Prints a complete HTML document built in the browser (no scripts in it), the way a PDF is printed.
export function printHtml(html: string): Promise<void> {
  return printInFrame(new Blob([html], { type: 'text/html;charset=utf-8' }));
}
