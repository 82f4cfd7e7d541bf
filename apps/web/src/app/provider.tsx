import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import { theme } from '../config/theme';
import { createQueryClient } from '../lib/query-client';

/**
 * Styles for each reading direction: right to left (Arabic) flips MUI's own styles and every
 * `sx` margin, padding and position, so that screens mirror as a right-to-left reader expects.
 */
const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  const directedTheme = useMemo(() => createTheme(theme, { direction }), [direction]);
  return (
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider theme={directedTheme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
