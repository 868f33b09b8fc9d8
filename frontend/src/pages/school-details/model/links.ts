// The school's own links, shared with the school entity's notes (shared/lib/contact-links).
export { displayHost, safeExternalUrl, telHref } from '@/shared/lib/contact-links';

/** Gallery: the first 4 photos, and how many more there are. */
export const GALLERY_PREVIEW = 4;
export function galleryPreview(images: readonly string[] | null | undefined): { shown: string[]; more: number } {
  const all = (images ?? []).filter((image) => image.trim() !== '');
  return { shown: all.slice(0, GALLERY_PREVIEW), more: Math.max(0, all.length - GALLERY_PREVIEW) };
}

/** The gallery button's words: '+1 more photo', '+3 more photos'. */
export function morePhotosLabel(more: number): string {
  return `+${more} more ${more === 1 ? 'photo' : 'photos'}`;
}
