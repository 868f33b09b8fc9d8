import { escapeHtml } from '../../../shared/html';

/** Text for XML (sitemaps): the same five characters as HTML. */
export const escapeXml = escapeHtml;

/**
 * JSON for a <script type="application/ld+json"> block: "<", ">" and "&" are
 * written as \u escapes so no value can close the script element.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL for a stored path ('/images/x.svg') or an already absolute one. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
