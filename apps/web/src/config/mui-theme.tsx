import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import { reducedMotionTheme, theme } from './theme';

/**
 * Styles for each reading direction: right to left (Arabic) flips MUI's own styles and every
 * `sx` margin, padding and position, so that screens mirror as a right-to-left reader expects.
 * One cache per direction for the whole page, shared by every part drawn with MUI.
 */
const styleCaches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** Whether the person asked their computer for less motion (followed as it changes). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

/**
 * Spool's MUI theme in the interface language's direction, and without motion for a person who
 * asked their computer for less. It loads with the screens drawn with MUI (the signed-in app, its
 * toasts), never with the pages that show before sign-in.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const direction = i18n.dir(i18n.language);
  const reducedMotion = useReducedMotion();
  const directedTheme = useMemo(
    () => createTheme(theme, { direction }, reducedMotion ? reducedMotionTheme : {}),
    [direction, reducedMotion],
  );
  return (
    <CacheProvider value={styleCaches[direction]}>
      <ThemeProvider theme={directedTheme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
