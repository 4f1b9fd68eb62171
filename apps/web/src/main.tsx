import './lib/preact-options';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { activateLocale, preferredLocale } from './lib/i18n/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The declarative router: the app uses no loaders or actions, and the data router would add about 16 KB gzip
// to the first page (docs/decisions/021-first-page-weight.md).
// The render is marked a transition, which React rendered in slices; Preact (docs/decisions/041-preact.md) renders
// it at once, in one task that is shorter than React's slices were in all (issue 32); the splash in index.html stays
// until it is drawn.
// A reader of another language than English waits for its catalogue (one chunk) rather than see English first.
const locale = preferredLocale();
const ready = locale === 'en' ? Promise.resolve() : activateLocale(locale).catch(() => undefined);

void ready.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    ),
  ),
);
