import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** The custom properties of base.css, the first page's copy of the theme. */
const baseCss = readFileSync(new URL('./base.css', import.meta.url), 'utf8');
const property = (name: string) =>
  new RegExp(`--spool-${name}:\\s*([^;]+);`).exec(baseCss)?.[1]?.replace(/\s+/g, ' ').trim();

describe('the first page and the signed-in screens look the same', () => {
  it("draws the plain pages with the MUI theme's colours, corners and font", () => {
    const { palette, shape, typography } = theme;
    expect({
      primary: property('primary'),
      'primary-dark': property('primary-dark'),
      secondary: property('secondary'),
      success: property('success'),
      error: property('error'),
      background: property('background'),
      paper: property('paper'),
      text: property('text'),
      'text-secondary': property('text-secondary'),
      divider: property('divider'),
      radius: property('radius'),
    }).toEqual({
      primary: palette.primary.main,
      'primary-dark': palette.primary.dark,
      secondary: palette.secondary.main,
      success: palette.success.main,
      error: palette.error.main,
      background: palette.background.default,
      paper: palette.background.paper,
      text: palette.text.primary,
      'text-secondary': palette.text.secondary,
      divider: palette.divider,
      radius: `${shape.borderRadius}px`,
    });
    // The same faces in the same order (CSS may quote them with either mark).
    const faces = (value: string | undefined) =>
      (value ?? '').split(',').map((face) => face.trim().replace(/["']/g, ''));
    expect(faces(property('font'))).toEqual(faces(typography.fontFamily));
  });
});
