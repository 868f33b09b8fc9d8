import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * Signing in through the login form and echoing the session's CSRF token, as the SPA does: the helpers the specs
 * share instead of each keeping its own copy.
 */

/** E-mail and password of an account to sign in with. */
export interface Account {
  readonly email: string;
  readonly password: string;
}

/**
 * The README's demo accounts ("Demo accounts"), seeded by `db:seed` (backend identity/seed/demo-accounts.seeder.ts;
 * the e2e runner cannot import the backend's CommonJS, so they are repeated here, once). The owner, Olivia Owens,
 * owns the first premium school by name.
 */
export const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin!2026' } as const satisfies Account;
export const OWNER = { email: 'owner@example.com', password: 'DemoOwner!2026' } as const satisfies Account;

/**
 * Where a sign-in must end: a URL to be on (`/\/admin-dashboard$/`), or `{ not: url }` for one the page must have
 * left (`{ not: /\/login/ }`). Checked with `expect(page).toHaveURL` (or `.not.toHaveURL`).
 */
export type Landing = RegExp | { not: RegExp };

/** Fills the sign-in form the page already shows (Email, Password) and clicks Sign In. Opens nothing, checks nothing. */
export async function submitSignIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Waits until the page's URL matches `landing` (or, for `{ not }`, no longer matches it). */
export async function expectLanding(page: Page, landing: Landing): Promise<void> {
  if (landing instanceof RegExp) await expect(page).toHaveURL(landing);
  else await expect(page).not.toHaveURL(landing.not);
}

/** Opens /login and signs in with `account` on `page`; with `landing`, waits until the page gets there. */
export async function signIn(page: Page, account: Account, landing?: Landing): Promise<void> {
  await page.goto('/login');
  await submitSignIn(page, account);
  if (landing) await expectLanding(page, landing);
}

/** A signed-in browser context of its own and the page it signed in on. */
export interface SignedIn {
  context: BrowserContext;
  page: Page;
}

export interface SignInInNewContextOptions {
  /** Where the sign-in must end (see `Landing`); unchecked when left out. */
  landing?: Landing;
  /** Options for `browser.newContext` (a time zone, a user agent…). */
  contextOptions?: BrowserContextOptions;
}

/**
 * Signs `account` in from a new browser context (its own cookies: a second person beside the test's `page`), then
 * `signIn`. The caller closes the context when it needs to.
 */
export async function signInInNewContext(
  browser: Browser,
  account: Account,
  { landing, contextOptions }: SignInInNewContextOptions = {},
): Promise<SignedIn> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await signIn(page, account, landing);
  return { context, page };
}

/** The cookie that carries the CSRF token; readable by the page, which echoes it in `X-CSRF-Token`. */
export const CSRF_COOKIE = 'vps.csrf';

/**
 * The session's CSRF token, from the `vps.csrf` cookie of the page's (or the given) context. Throws when there is
 * none: the context is not signed in.
 */
export async function csrfToken(source: Page | BrowserContext): Promise<string> {
  const context = 'cookies' in source ? source : source.context();
  const cookie = (await context.cookies()).find((candidate) => candidate.name === CSRF_COOKIE);
  if (!cookie) throw new Error(`no CSRF cookie (${CSRF_COOKIE}): is the context signed in?`);
  return decodeURIComponent(cookie.value);
}

/** Headers for a same-origin API write from a signed-in page or context: `{ 'X-CSRF-Token': token }`. */
export async function csrfHeaders(source: Page | BrowserContext): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': await csrfToken(source) };
}
