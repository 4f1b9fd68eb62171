import { html, htmlDocument } from './html';
import { ENGLISH, languageSwitch, type PageLanguage, publicPageMessages } from './page-language';
import { BASE_CSS } from './public-page.css';

// The friendly answer to a market page that does not exist (an unknown, invalid or turned-off address): a
// shopper who followed an old poster or mistyped gets a sentence and a way on, not the API's JSON.
export function renderNotFound(language: PageLanguage = ENGLISH): string {
  const t = publicPageMessages(language.locale);
  return htmlDocument(
    {
      lang: language.locale,
      title: t('notFoundTitle'),
      description: t('notFoundDescription'),
      url: null,
      css: BASE_CSS,
    },
    html`<main>
${languageSwitch(language)}
<h1>${t('notFoundHeading')}</h1>
<p>${t('notFoundMistyped')}</p>
<p>${t('notFoundCheck')}</p>
<p><a href="/">${t('notFoundHome')}</a></p>
</main>`,
  );
}
