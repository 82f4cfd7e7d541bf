import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { catalogues, fallbackLanguage, i18nNamespaces } from '@spool/contracts';
import i18next from 'i18next';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ToastProvider } from '../components/ui/toasts';
import { MuiTheme } from '../config/mui-theme';

/**
 * A screen of the web app rendered alone, in jsdom, for its component tests: the providers the
 * app gives it (queries, the theme, toasts, the texts of the nine languages) and an API
 * answered by MSW's handlers, which each test gives for the calls it expects. A call no
 * handler answers fails the test.
 */
export const api = setupServer();

beforeAll(async () => {
  // jsdom has no media queries; MUI asks for the reduced-motion preference.
  if (!('matchMedia' in window)) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string): MediaQueryList => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  api.listen({ onUnhandledRequest: 'error' });
  await i18next.use(initReactI18next).init({
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    ns: [...i18nNamespaces],
    defaultNS: 'translation',
    resources: catalogues,
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  api.resetHandlers();
});

afterAll(() => api.close());

/** Renders `screen` with the app's providers, in `language` (English by default). */
export async function renderScreen(screen: ReactElement, language = 'en'): Promise<RenderResult> {
  await i18next.changeLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MuiTheme>
        <ToastProvider>{screen}</ToastProvider>
      </MuiTheme>
    </QueryClientProvider>,
  );
}
