import { z } from 'zod';

/**
 * Zod, as every form schema imports it. By default Zod compiles object parsers with `new Function`
 * when the page allows it, and finds out by trying once: our Content-Security-Policy forbids eval,
 * so that probe was reported as a CSP violation on every page with a form (Lighthouse best
 * practices: `inspector-issues`). Parsing without compiled parsers is fast enough for forms.
 * Runs before any schema is built, because schemas import `z` from here.
 */
z.config({ jitless: true });

export { z };
