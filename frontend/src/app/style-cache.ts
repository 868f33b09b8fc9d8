import createCache, { type StylisPlugin } from '@emotion/cache';

/**
 * The prefixes browsers still need for what the app's styles use (Safari: `user-select`,
 * `backdrop-filter`). Emotion's default plugin prefixes every declaration for browsers of ten years
 * ago (`display:-webkit-box`, `-ms-flex-align` …): a quarter of the CSS each server-rendered page
 * carries in its head, and work for every style the browser's emotion serializes while hydrating.
 */
const SAFARI_PREFIXED = new Set(['user-select', 'backdrop-filter']);

const safariPrefixes: StylisPlugin = (element) => {
  if (
    element.type === 'decl' &&
    !element.return &&
    typeof element.props === 'string' &&
    SAFARI_PREFIXED.has(element.props)
  ) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One array for every cache: on the server emotion keeps each style's CSS across requests keyed by
 * this array (a new array per request made every render compile every style again).
 */
const STYLIS_PLUGINS = [safariPrefixes];

/** Emotion's cache for MUI's styles: the same on the server (entry-server.tsx) and in the browser (main.tsx). */
export function createStyleCache() {
  return createCache({ key: 'css', stylisPlugins: STYLIS_PLUGINS });
}
