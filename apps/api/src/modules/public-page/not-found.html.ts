import { html, htmlDocument } from './html';
import { BASE_CSS } from './public-page.css';

// The friendly answer to a market page that does not exist (an unknown, invalid or turned-off address): a
// shopper who followed an old poster or mistyped gets a sentence and a way on, not the API's JSON.
export function renderNotFound(): string {
  return htmlDocument(
    {
      title: 'Market page not found · Marketday',
      description: 'This market page does not exist or is not published.',
      url: null,
      css: BASE_CSS,
    },
    html`<main>
<h1>We could not find this market page</h1>
<p>The address may be mistyped, or the market has not published its page (or has taken it down).</p>
<p>Check the address on the poster or ask the market for its page.</p>
<p><a href="/">Go to the Marketday home page</a></p>
</main>`,
  );
}
