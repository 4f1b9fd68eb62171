import { printInFrame } from './print-frame';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// Prints a complete HTML document built in the browser (no scripts in it), the way a PDF is printed.
export function printHtml(html: string): Promise<void> {
  return printInFrame(new Blob([html], { type: 'text/html;charset=utf-8' }));
}
