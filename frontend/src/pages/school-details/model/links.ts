/**
 * Links a school supplies (website, social, videos) open only over http(s):
 * a bare domain gets https://, anything else (javascript:, data:) is dropped.
 */
export function safeExternalUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** 'www.example.org' from a website address, for display. */
export function displayHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The digits of a phone number for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

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
