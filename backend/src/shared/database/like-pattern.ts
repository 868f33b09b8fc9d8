/**
 * LIKE/ILIKE patterns from user text. PostgreSQL's default escape character is
 * the backslash, so escaping `\`, `%` and `_` makes the user's text match
 * literally instead of acting as wildcards.
 */

/** The text as a pattern that matches exactly that text (case-insensitively with ILIKE). */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%`: matches values containing the text. */
export function likeContains(text: string): string {
  return `%${likeEscape(text)}%`;
}
