/** Footer and menu links scroll smoothly to the top 100 ms after navigation. */
export const SCROLL_TO_TOP_DELAY_MS = 100;

export function scrollToTopSoon(): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
}
