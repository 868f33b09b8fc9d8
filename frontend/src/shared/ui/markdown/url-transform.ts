/** Protocols a link or image in an article may use (docs/product.md "Pages and addresses"). */
const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * The Markdown URL rule: http, https, irc, ircs, mailto, xmpp and relative
 * links pass; anything else (javascript:, data:, vbscript:…) becomes ''.
 * A colon counts as a scheme only before any '/', '?' or '#', so relative
 * paths such as 'a/b:c' or '?q=a:b' stay relative.
 */
export function articleUrlTransform(url: string): string {
  const value = url.trim();
  const colon = value.indexOf(':');
  const slash = value.indexOf('/');
  const question = value.indexOf('?');
  const hash = value.indexOf('#');
  const relative =
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (question !== -1 && colon > question) ||
    (hash !== -1 && colon > hash);
  if (relative) return value;
  return SAFE_PROTOCOL.test(value.slice(0, colon)) ? value : '';
}

export function isExternalHref(href: string | undefined): boolean {
  return !!href && /^https?:\/\//i.test(href);
}
