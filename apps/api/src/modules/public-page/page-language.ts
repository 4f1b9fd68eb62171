import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@marketday/shared';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { requestLocale, serverMessages } from '../../lib/i18n/translate';
import { html, type SafeHtml } from './html';
import en from './locales/en.json';
import es from './locales/es.json';

// The public pages speak the shopper's language (docs/i18n.md): the browser's (Accept-Language), unless the
// page's language switch chose one (`?lang=en|es`). A chosen language stays in the page's own links, so a shopper
// who picked Spanish keeps it on the poster and back; a page the header decided keeps bare links, read again by
// the next page's header. The market's own words (its name, rules, vendors and products) are never translated.

export const publicPageMessages = serverMessages('public-page', { en, es });
export type PublicPageSay = ReturnType<typeof publicPageMessages>;

export type PageLanguage = {
  locale: Locale;
  // Whether `?lang` chose it: the URL decides the page, not the Accept-Language header.
  chosen: boolean;
};

export const ENGLISH: PageLanguage = { locale: 'en', chosen: false };

const chosenLanguages = new WeakMap<FastifyRequest, Locale>();

/**
 * Route hook: takes `lang` out of the query before any check sees it. Only 'en' and 'es' mean anything; any other
 * value (a NUL byte, 5,000 characters, 'fr', the parameter twice) is dropped and the header decides, so a hostile
 * value is never read further, never reflected, and a shopper's mistyped link still opens the page.
 */
export const takeLanguageParameter: onRequestHookHandler = (request, _reply, done) => {
  const query = request.query as Record<string, unknown> | null | undefined;
  if (query && typeof query === 'object' && Object.hasOwn(query, 'lang')) {
    const { lang, ...rest } = query;
    if (isLocale(lang)) chosenLanguages.set(request, lang);
    request.query = rest;
  }
  done();
};

export function pageLanguage(request: FastifyRequest): PageLanguage {
  const chosen = chosenLanguages.get(request);
  return chosen ? { locale: chosen, chosen: true } : { locale: requestLocale(request), chosen: false };
}

/** Vary: Accept-Language for a page the header decided (kept beside any Vary already set). */
export function varyByLanguage(reply: FastifyReply, language: PageLanguage): FastifyReply {
  reply.header('content-language', language.locale);
  if (language.chosen) return reply;
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-language')) return reply;
  return reply.header('vary', [...values, 'Accept-Language'].join(', '));
}

/** A link of the page, with the chosen language kept (an absolute URL of ours, without a query of its own). */
export function inLanguage(url: string, language: PageLanguage): string {
  return language.chosen ? `${url}?lang=${language.locale}` : url;
}

/** The language switch: each language named in itself, reloading this page in it. */
export function languageSwitch(language: PageLanguage): SafeHtml {
  const links = LOCALES.map(
    (locale) =>
      html`<a href="?lang=${locale}" hreflang="${locale}" lang="${locale}"${locale === language.locale ? html` aria-current="true"` : ''}>${LOCALE_NAMES[locale]}</a>`,
  );
  const joined = links.flatMap((link, index) => (index === 0 ? [link] : [html` · `, link]));
  return html`<nav class="lang" aria-label="${publicPageMessages(language.locale)('languageLabel')}">${joined}</nav>`;
}

/** The page's own language versions, for search engines: one per language, the header-decided page as default. */
export function languageAlternates(url: string): { hreflang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${url}?lang=${locale}` })),
    { hreflang: 'x-default', href: url },
  ];
}

// A character no catalogue holds: stands in for a link while a message is said, then the message is cut there.
const LINK_MARK = '\u0001';

/** A message holding a link (`{marketday}`): its words escaped, the link's markup put in its place. */
export function withLink(say: (mark: string) => string, link: SafeHtml): SafeHtml {
  const parts = say(LINK_MARK).split(LINK_MARK);
  return html`${parts.flatMap((part, index) => (index === 0 ? [part] : [link, part]))}`;
}

/** The first letter as a capital (a Spanish date opening a line: 'sábado, 5 de diciembre' → 'Sábado, …'). */
export function capitalized(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
