/** The longest search text kept (longer text is cut). */
export const MAX_SEARCH_TEXT = 80;
const MAX_SUMMARY = 200;

export interface SearchInput {
  query?: unknown;
  filters?: unknown;
}

/**
 * A directory search reduced to what the admin's 'top searches' need: the
 * typed text lower-cased and trimmed, plus the filters as `key=value` in a
 * fixed order. Text that looks like personal data (an e-mail address, or a
 * run of 7+ digits such as a phone number) is dropped, so the summary keeps
 * no personal data. Returns '' for a search with neither text nor filters.
 */
export function searchSummary(input: SearchInput): string {
  const parts: string[] = [];
  const query = typeof input.query === 'string' ? cleanText(input.query) : '';
  if (query) parts.push(`"${query}"`);
  if (input.filters && typeof input.filters === 'object' && !Array.isArray(input.filters)) {
    const entries = Object.entries(input.filters as Record<string, unknown>)
      .filter(([key]) => /^[a-zA-Z]{1,30}$/.test(key))
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [key, raw] of entries) {
      const values = (Array.isArray(raw) ? raw : [raw])
        .filter((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        .map((value) => cleanText(String(value)).slice(0, 40))
        .filter(Boolean)
        .sort();
      if (values.length) parts.push(`${key}=${values.join(',')}`);
    }
  }
  return parts.join(' ').slice(0, MAX_SUMMARY);
}

function cleanText(text: string): string {
  const clean = text
    .normalize('NFKC')
    .toLowerCase()
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TEXT);
  if (/@/.test(clean) || /\d[\d\s().-]{6,}\d/.test(clean)) return '';
  return clean;
}
