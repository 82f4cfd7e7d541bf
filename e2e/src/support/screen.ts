import type { Locator } from '@playwright/test';
import { expect } from './fixtures.js';

/**
 * How long a screen may take to show what it loaded after a navigation: more than the default
 * wait, since two workers share the machine with their servers and a busy machine is slow.
 */
export const screenTimeout = 30_000;

/** `expect` for what a screen shows once it has loaded after a navigation. */
export const expectLoaded = expect.configure({ timeout: screenTimeout });

/**
 * Opens a select or an autocomplete and picks the option whose whole text is `option`: a
 * substring could pick a longer entry that starts the same way.
 */
export async function choose(field: Locator, option: string | RegExp): Promise<void> {
  await field.click();
  await field.page().getByRole('option', { name: option, exact: true }).click();
}
