// @ts-check
/**
 * Dependencies point inward (docs/architecture.md, "Dependency rules"). `npm run depcheck` checks
 * each workspace with these rules (each with its own tsconfig, for the frontend's `@/` paths) and
 * `make test` fails on any violation. Violations listed in .dependency-cruiser-known-violations.json
 * (each one owned by a piece of work in progress) are reported but do not fail; the list only shrinks.
 */

const MODULES = '^backend/src/modules';
const SHARED = '^backend/src/shared/';
/** Unit specs sit beside the file they test. */
const SPECS = '\\.spec\\.ts$';
/** A module's two public entries: index.ts (for everyone) and adapters.ts (for adapters and composition roots). */
const PUBLIC_ENTRY = `${MODULES}/[^/]+/(index|adapters)\\.ts$`;
/** A package under node_modules, whichever workspace hoisted it. */
const npm = (names) => `(^|/)node_modules/(${names.join('|')})/`;

/** Frontend layers, top to bottom (FSD): each imports only the layers below it. */
const FRONTEND_LAYERS = ['app', 'pages', 'features', 'entities', 'shared'];

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const backendRules = [
  {
    name: 'no-cycle',
    severity: 'error',
    comment: 'An import cycle: the files involved can no longer be understood, tested or loaded one at a time.',
    from: {},
    to: { circular: true },
  },
  {
    name: 'shared-imports-no-module',
    severity: 'error',
    comment:
      'shared/ is technical plumbing with no business words: it never imports a module. Modules hand it what it ' +
      'needs instead: schemas through the composition root (backend/src/entities.ts), route exceptions and cache ' +
      'tables through HttpRules.',
    from: { path: SHARED },
    to: { path: `${MODULES}/` },
  },
  {
    name: 'shared-imports-no-composition-root',
    severity: 'error',
    comment: 'shared/ imports only shared/ and config/, never app.module.ts, worker.module.ts, entities.ts or cli/.',
    from: { path: SHARED },
    to: { path: '^backend/src/(?!shared/|config/|modules/)' },
  },
  {
    name: 'module-imports-no-composition-root',
    severity: 'error',
    comment: 'A module imports shared/, config/ and other modules, never the composition roots that wire them.',
    from: { path: `${MODULES}/` },
    to: { path: '^backend/src/(?!shared/|config/|modules/)' },
  },
  {
    name: 'domain-imports-no-framework',
    severity: 'error',
    comment: 'domain/ is plain TypeScript: framework and SDK code belongs in application/ or infrastructure/.',
    from: { path: `${MODULES}/[^/]+/domain/`, pathNot: SPECS },
    to: { path: npm(['@nestjs', '@mikro-orm', 'stripe', 'bullmq', 'ioredis', 'nodemailer', 'express']) },
  },
  {
    name: 'domain-imports-only-domain',
    severity: 'error',
    comment: 'domain/ is the centre: it imports no use case, adapter, controller or job.',
    from: { path: `${MODULES}/[^/]+/domain/` },
    to: { path: `${MODULES}/[^/]+/(application|infrastructure|http|jobs)/` },
  },
  {
    name: 'application-imports-no-adapter',
    severity: 'error',
    comment:
      'Use cases depend on ports, not on the adapters that implement them (infrastructure/) or drive them ' +
      '(http/, jobs/). Declare a port in application/ports and bind the adapter in the module.',
    from: { path: `${MODULES}/[^/]+/application/` },
    to: { path: `${MODULES}/[^/]+/(infrastructure|http|jobs)/` },
  },
  {
    name: 'infrastructure-imports-no-driving-adapter',
    severity: 'error',
    comment: 'Driven adapters (infrastructure/) never import the driving ones (http/, jobs/).',
    from: { path: `${MODULES}/[^/]+/infrastructure/` },
    to: { path: `${MODULES}/[^/]+/(http|jobs)/` },
  },
  {
    name: 'module-through-index',
    severity: 'error',
    comment:
      "Another module is used through its index.ts (import '../../billing', not '../../billing/jobs/x'), or by " +
      "adapters through its adapters.ts (import '../../identity/adapters').",
    from: { path: `${MODULES}/([^/]+)/` },
    to: { path: `${MODULES}/[^/]+/.`, pathNot: [`${MODULES}/$1/`, PUBLIC_ENTRY] },
  },
  {
    name: 'composition-root-through-index',
    severity: 'error',
    comment:
      'The composition roots (app.module.ts, worker.module.ts, entities.ts, cli/, openapi.ts) use a module through ' +
      'its index.ts or adapters.ts as well: what they need from it is part of its public API.',
    from: { path: '^backend/src/', pathNot: [`${MODULES}/`, SHARED, SPECS] },
    to: { path: `${MODULES}/[^/]+/.`, pathNot: PUBLIC_ENTRY },
  },
  {
    name: 'index-exports-no-adapter',
    severity: 'error',
    comment:
      "A module's index.ts re-exports its Nest module, use cases, ports, domain and contract types, never what its " +
      'adapters (http/, infrastructure/, jobs/) or seed/ define, nor its adapters.ts: the use cases of other ' +
      'modules import index.ts, so an adapter re-exported there reaches them unseen. The MikroORM schemas are the ' +
      "one exception: the composition root's entity list (backend/src/entities.ts) reads them there. What other " +
      "modules' adapters need goes in adapters.ts.",
    from: { path: `${MODULES}/([^/]+)/index\\.ts$` },
    to: {
      path: [`${MODULES}/$1/(http|infrastructure|jobs|seed)/`, `${MODULES}/$1/adapters\\.ts$`],
      pathNot: '\\.schemas?\\.ts$',
    },
  },
  {
    name: 'core-imports-no-adapter-kit',
    severity: 'error',
    comment:
      "adapters.ts is a module's kit for other modules' adapters and the composition roots: use cases and domain " +
      'code depend on another module through its index.ts (ports, use cases, domain types), never through adapters.ts.',
    from: { path: `${MODULES}/[^/]+/(application|domain)/` },
    to: { path: `${MODULES}/[^/]+/adapters\\.ts$` },
  },
  {
    name: 'stripe-only-in-its-adapter',
    severity: 'error',
    comment:
      "The Stripe SDK is billing's adapter: only billing/infrastructure/stripe-*.ts import it (the client, the " +
      'payment gateway, the webhook signature and the event translation); unit specs may use its types to check shapes.',
    from: { path: '^backend/src/', pathNot: [`${MODULES}/billing/infrastructure/stripe-[^/]+\\.ts$`, '\\.spec\\.ts$'] },
    to: { path: npm(['stripe']) },
  },
  {
    name: 'nodemailer-only-in-mailers',
    severity: 'error',
    comment:
      "nodemailer is mail's adapter: only the SMTP mailer and the .eml file mailer (nodemailer's stream " +
      'transport) import it.',
    from: { path: '^backend/src/', pathNot: `${MODULES}/mail/infrastructure/(smtp|file)-mailer\\.ts$` },
    to: { path: npm(['nodemailer']) },
  },
  {
    name: 'bullmq-only-in-jobs',
    severity: 'error',
    comment:
      "BullMQ stays in each module's jobs/ (producers, processors, queue tools), shared/queue (connections, " +
      'registration), shared/observability (job instrumentation, queue metrics, graceful stop) and the operations ' +
      'module (Bull Board reads every queue).',
    from: {
      path: '^backend/src/',
      pathNot: [`${MODULES}/[^/]+/jobs/`, `${MODULES}/operations/`, `${SHARED}(queue|observability)/`],
    },
    to: { path: npm(['bullmq', '@nestjs/bullmq']) },
  },
];

/**
 * The frontend's layers, mirrored from ESLint's no-restricted-imports (which also checks slice public APIs);
 * here the whole import graph is checked, so a re-export cannot hide a wrong-way import.
 * @type {import('dependency-cruiser').IForbiddenRuleType[]}
 */
const frontendRules = FRONTEND_LAYERS.slice(1).map((layer, index) => {
  const above = FRONTEND_LAYERS.slice(0, index + 1);
  return {
    name: `frontend-${layer}-imports-downwards`,
    severity: 'error',
    comment: `Frontend layers import only downwards (app → pages → features → entities → shared): ${layer}/ never imports ${above.join(', ')}.`,
    from: { path: `^frontend/src/${layer}/` },
    to: { path: `^frontend/src/(${above.join('|')})/` },
  };
});
frontendRules.push({
  name: 'frontend-no-sibling-slice',
  severity: 'error',
  comment: 'A page or feature never imports another page or feature (promote the shared part down a layer).',
  from: { path: '^frontend/src/(pages|features)/([^/]+)/' },
  to: { path: '^frontend/src/$1/', pathNot: '^frontend/src/$1/$2/' },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...backendRules, ...frontendRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    // `.check.*.gen.ts`: the contract check's throwaway codegen output, written and removed while this runs (make test-fast).
    exclude: { path: '(^|/)(dist|coverage)/|/\\.check\\.[^/]*\\.gen\\.ts$' },
    // Type-only imports count: a framework type is still the framework in the domain, and still a cycle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
