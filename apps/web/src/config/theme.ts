import { createTheme } from '@mui/material/styles';

/**
 * Spool's own look: a calm teal of dyed thread on warm unbleached paper, one
 * warm accent for what needs attention, generous spacing and soft corners.
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1f5c63', light: '#4f8a90', dark: '#123e43', contrastText: '#ffffff' },
    secondary: { main: '#b8692e', contrastText: '#ffffff' },
    success: { main: '#2e7d4f' },
    error: { main: '#b3261e' },
    background: { default: '#f6f4ef', paper: '#ffffff' },
    text: { primary: '#1d2426', secondary: '#55605f' },
    divider: '#e3dfd6',
  },
  shape: { borderRadius: 10 },
  typography: {
    // Inter for Latin, Greek, Cyrillic and Vietnamese; Spool serves the Arabic and Chinese faces too
    // (build-tools/script-fonts.ts), so no language depends on the computer's own fonts.
    fontFamily: [
      '"Inter Variable"',
      '"Noto Sans Arabic Variable"',
      '"Noto Sans SC Variable"',
      '"Noto Sans"',
      '"Segoe UI"',
      'system-ui',
      '-apple-system',
      'sans-serif',
    ].join(', '),
    h1: { fontSize: '2.25rem', fontWeight: 650, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.5rem', fontWeight: 600, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.125rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderColor: '#e3dfd6' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { borderBottom: '1px solid #e3dfd6', backgroundColor: '#ffffff' } },
    },
    // The hint under a field that cannot be changed says why ("fixed once saved"): it stays
    // as readable as any hint (MUI greys it like the field, below WCAG's 4.5:1 contrast).
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme: { palette } }) => ({
          '&.Mui-disabled': { color: palette.text.secondary },
        }),
      },
    },
    MuiTableCell: {
      styleOverrides: {
        // The grids align every cell 'right' in a right-to-left page, which the right-to-left
        // style flip then turns into left, so Arabic rows sat away from their titles: written
        // as left there, the flip makes it right.
        alignRight: ({ theme: { direction } }) => ({
          textAlign: direction === 'rtl' ? 'left' : 'right',
        }),
        // A number column's sort icon follows its title, as in every other column, instead of
        // sitting before it, where it reads as the previous column's (the grids' default).
        head: {
          '&.MuiTableCell-alignRight .Mui-TableHeadCell-Content-Labels': { flexDirection: 'row' },
        },
      },
    },
  },
});

/**
 * What changes for a person who asked their computer for less motion (prefers-reduced-motion):
 * dialogs, drawers, menus and tooltips appear and leave at once instead of sliding or fading,
 * and buttons show no ripple. Progress indicators keep moving: they tell that work goes on.
 */
export const reducedMotionTheme = {
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    // Their default 'auto' duration grows with the height of what opens, whatever the theme says.
    MuiPopover: { defaultProps: { transitionDuration: 0 } },
    MuiMenu: { defaultProps: { transitionDuration: 0 } },
    MuiCollapse: { defaultProps: { timeout: 0 } },
  },
} as const;
