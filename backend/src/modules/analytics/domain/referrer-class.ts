/** Where a visitor came from; only this class is kept, never the address. */
export const REFERRER_CLASSES = ['search', 'social', 'direct', 'internal', 'other'] as const;
export type ReferrerClass = (typeof REFERRER_CLASSES)[number];

const SEARCH_ENGINES = [
  /(^|\.)google\.[a-z.]+$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yahoo\.com$/,
  /(^|\.)yandex\.[a-z.]+$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)aol\.com$/,
];

const SOCIAL = [
  /(^|\.)facebook\.com$/,
  /(^|\.)fb\.com$/,
  /(^|\.)instagram\.com$/,
  /^t\.co$/,
  /(^|\.)twitter\.com$/,
  /^x\.com$/,
  /(^|\.)linkedin\.com$/,
  /^lnkd\.in$/,
  /(^|\.)pinterest\.[a-z.]+$/,
  /(^|\.)reddit\.com$/,
  /(^|\.)tiktok\.com$/,
  /(^|\.)youtube\.com$/,
  /(^|\.)nextdoor\.com$/,
  /(^|\.)threads\.net$/,
  /(^|\.)whatsapp\.com$/,
];

/**
 * Classifies the page a visitor came from: nothing (typed, bookmarked, app) is
 * 'direct'; our own host is 'internal' (this directory's pages); known search
 * engines and social networks by host; anything else 'other'. An unreadable
 * value counts as 'other'. `ownHosts` are host names without port.
 */
export function classifyReferrer(referrer: string | null | undefined, ownHosts: readonly string[]): ReferrerClass {
  const text = referrer?.trim();
  if (!text) return 'direct';
  let host: string;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'other';
  }
  if (ownHosts.some((own) => own.toLowerCase().replace(/^www\./, '') === host)) return 'internal';
  if (SEARCH_ENGINES.some((pattern) => pattern.test(host))) return 'search';
  if (SOCIAL.some((pattern) => pattern.test(host))) return 'social';
  return 'other';
}
