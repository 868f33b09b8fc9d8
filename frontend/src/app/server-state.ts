/**
 * What the server hands the browser with a rendered page, in
 * `<script type="application/json" id="server-state">` (data, not script: the CSP allows no inline
 * script). Written by app/entry-server.tsx, read by app/main.tsx.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

export interface ServerState {
  /** The server saw a session cookie (it renders the signed-out header when it saw none). */
  sessionCookie: boolean;
  /** The Redux state the page was rendered from (the RTK Query cache). */
  store: unknown;
}

/** JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--`), no line separators. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
