import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-arabic';
import './config/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter, type AppRouter } from './app/router';
import { initI18n, initialLanguage } from './lib/i18n';
import { requestFirstAnswers } from './lib/public-api';
import { hasStoredUser, storedAccessToken } from './lib/stored-session';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

if (!window.location.pathname.startsWith('/error/')) {
  requestFirstAnswers({ language: initialLanguage(), accessToken: storedAccessToken() ?? null });
}
// A signed-in person's page needs the sign-in client: fetched now, beside the rest.
if (hasStoredUser()) void import('./lib/auth');

// Chinese comes in about a hundred unicode-range slices: their style sheet (18 kB) loads beside
// the app rather than before its first paint, and a slice's file only when the page shows one of
// its characters. In another language it waits until the first page is drawn (a language list
// still shows 中文 in Chinese once opened), leaving the network to what the page shows first.
const loadChineseFaces = () => void import('@fontsource-variable/noto-sans-sc');
const whenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(loadChineseFaces, { timeout: 3000 })
    : setTimeout(loadChineseFaces, 1000);
if (initialLanguage() === 'zh') loadChineseFaces();
else if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
// The language's catalogue and the chunks of the page opened (a deep link's screen) load side by
// side: the router asks for those chunks when it is made, here rather than in the first render,
// which waits for the catalogue. It is made in a task of its own, after this script's evaluation:
// asking for some hundred chunks takes a while.
const catalogueLoaded = initI18n();
const router = await new Promise<AppRouter>((resolve) => {
  setTimeout(() => resolve(createRouter()), 0);
});
await catalogueLoaded;
createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
