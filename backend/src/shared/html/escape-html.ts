const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for an HTML element or a quoted attribute (and for XML): the
 * one escape of the server, used by the SPA's head, the SEO tags and sitemaps,
 * and the e-mail templates.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
