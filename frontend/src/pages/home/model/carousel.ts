/** Carousel constants of docs/product.md "Display rules": 1 px per animation frame, 350 px per slot. */
export const CAROUSEL_SLOT_PX = 350;
export const CAROUSEL_CARD_PX = 320;
export const CAROUSEL_SPEED_PX_PER_FRAME = 1;

/** The five neighborhoods the home carousel features, in order. */
export const CAROUSEL_NEIGHBORHOODS = [
  'Summerlin',
  'Henderson',
  'Southwest Las Vegas',
  'Anthem',
  'Green Valley',
] as const;

/**
 * Keeps the offset inside one copy of the list. The list is rendered twice
 * side by side, so an offset of exactly one list width looks the same as 0:
 * wrapping there makes the loop seamless, in both directions.
 */
export function wrapOffset(offset: number, itemCount: number, slot = CAROUSEL_SLOT_PX): number {
  const width = itemCount * slot;
  if (width <= 0) return 0;
  return ((offset % width) + width) % width;
}

/** The carousel's cards: the featured names found in the list, in the featured order. */
export function pickCarouselItems<T extends { name: string }>(all: readonly T[] | null | undefined): T[] {
  const byName = new Map((all ?? []).map((item) => [item.name.trim().toLowerCase(), item]));
  return CAROUSEL_NEIGHBORHOODS.map((name) => byName.get(name.toLowerCase())).filter((item): item is T => !!item);
}
