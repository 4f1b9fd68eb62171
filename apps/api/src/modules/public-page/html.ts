import { escapeHtml } from '@marketday/shared';

// A tiny HTML builder for the server-rendered public pages: every interpolated value is escaped unless it is
// itself built with `html`, so a business name such as "<script>" can only ever be text.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Trusted markup made elsewhere (the QR code's SVG, the fixed CSS): never user text. */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}

export type DocumentMeta = {
  // The language the page is written in: <html lang>.
  lang: string;
  title: string;
  description: string;
  // Absolute URL of the page; null for a page that is not one (the 404).
  url: string | null;
  // The page in each language (hreflang links), when it has versions.
  alternates?: readonly { hreflang: string; href: string }[];
  css: string;
};

/** The whole document: lang, viewport, title, description, Open Graph and canonical link, inline CSS. */
export function htmlDocument(meta: DocumentMeta, body: SafeHtml): string {
  const og = meta.url
    ? html`<meta property="og:type" content="website">
<meta property="og:title" content="${meta.title}">
<meta property="og:description" content="${meta.description}">
<meta property="og:url" content="${meta.url}">
<link rel="canonical" href="${meta.url}">${(meta.alternates ?? []).map(
        (alternate) => html`
<link rel="alternate" hreflang="${alternate.hreflang}" href="${alternate.href}">`,
      )}`
    : html`<meta name="robots" content="noindex">`;
  return html`<!doctype html>
<html lang="${meta.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${meta.title}</title>
<meta name="description" content="${meta.description}">
${og}
<style>${raw(meta.css)}</style>
</head>
<body>
${body}
</body>
</html>
`.value;
}
