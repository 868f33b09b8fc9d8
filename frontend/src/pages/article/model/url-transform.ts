/** Protocols a link or image in an article may use (spec 000 §2). */
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

/** Shown when an article has no body. */
export const FALLBACK_ARTICLE_PARAGRAPH =
  'Choosing a private school is an important decision for your family. Las Vegas offers a wide range of options, from faith-based academies and Montessori classrooms to college-preparatory and STEM-focused campuses. Visit schools in person, ask about class sizes, tuition and admission timelines, and use our directory to compare the schools that fit your child best.';

export function isExternalHref(href: string | undefined): boolean {
  return !!href && /^https?:\/\//i.test(href);
}
