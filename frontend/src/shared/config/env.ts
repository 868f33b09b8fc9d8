/**
 * The product name comes from the server's APP_NAME setting: the server writes
 * it into `<meta name="application-name">` of the page it serves.
 */
export const DEFAULT_APP_NAME = 'Vegas Private Schools';

function readAppName(): string {
  if (typeof document === 'undefined') return DEFAULT_APP_NAME;
  return document.querySelector('meta[name="application-name"]')?.getAttribute('content') || DEFAULT_APP_NAME;
}

export const APP_NAME: string = readAppName();
