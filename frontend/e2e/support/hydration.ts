import { expect, type Locator } from '@playwright/test';

/** React has taken this element over (hydrated it). */
export const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/**
 * Waits until React has taken the element over. Needed before `check()` on a server-rendered page: a
 * click before then is held and replayed once the app has started (app/boot.ts), so the box ticks a
 * moment later, but Playwright's `check()` reads the box straight after its click and fails.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate(isHydrated)).toBe(true);
}
