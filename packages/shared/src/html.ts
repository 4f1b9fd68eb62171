// Text made safe for an HTML element or a quoted attribute: the web's print pages and the server-rendered public
// market page build HTML from strings, and a business name such as "<script>" must stay text in both.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}
