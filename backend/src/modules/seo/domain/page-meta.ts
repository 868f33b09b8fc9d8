import { escapeHtml } from '../../../shared/html';
import { jsonForScript } from './html';

/** What a crawler should learn from one page without running its JavaScript. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute */
  canonicalUrl: string;
  /** Open Graph type */
  type: 'website' | 'article' | 'place';
  siteName: string;
  /** Absolute, or null */
  imageUrl: string | null;
  /** schema.org objects, written as one JSON-LD block each */
  structuredData: object[];
}

/** The tags added to the page head: canonical link, Open Graph, Twitter card, JSON-LD. */
export function renderHeadTags(meta: PageMeta): string {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`,
    property('og:type', meta.type === 'place' ? 'website' : meta.type),
    property('og:site_name', meta.siteName),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonicalUrl),
    `<meta name="twitter:card" content="${meta.imageUrl ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.imageUrl) tags.push(property('og:image', meta.imageUrl));
  for (const data of meta.structuredData) {
    tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  }
  return tags.join('\n');
}
