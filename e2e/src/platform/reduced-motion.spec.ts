import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.js';

declare global {
  interface Window {
    menuMotion?: string[];
  }
}

/**
 * Records every CSS transition and animation that starts in the menu button or the side menu
 * from now on, as "transition transform" or "animation mui-ripple-enter".
 */
async function recordMenuMotion(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.menuMotion = [];
    const record = (event: Event, what: string) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.MuiDrawer-root, [aria-label="Open the menu"]')) {
        window.menuMotion?.push(what);
      }
    };
    document.addEventListener(
      'transitionrun',
      (event) => record(event, `transition ${event.propertyName}`),
      true,
    );
    document.addEventListener(
      'animationstart',
      (event) => record(event, `animation ${event.animationName}`),
      true,
    );
  });
}

/** Opens the side menu with the mouse and answers what moved meanwhile. */
async function openMenu(page: Page): Promise<string[]> {
  await recordMenuMotion(page);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // The side menu is shown: anything still due to start has started by the next two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => window.menuMotion ?? []);
}

test.describe('a person who asked their computer for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test(
    'sees the side menu at once, with no ripple on the button',
    { tag: '@presentation' },
    async ({ page }) => {
      await signIn(page, 'demo.admin');
      expect(await openMenu(page)).toEqual([]);
    },
  );
});

test.describe('a person with no preference for motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test(
    'sees the side menu slide in, and a ripple on the button',
    { tag: '@presentation' },
    async ({ page }) => {
      await signIn(page, 'demo.admin');
      const moved = await openMenu(page);
      expect(moved).toContain('transition transform');
      expect(moved.some((what) => what.startsWith('animation '))).toBe(true);
    },
  );
});
