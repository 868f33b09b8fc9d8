// @ts-check
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

/** Adapters of side-effect SDKs live behind ports; the domain stays plain TypeScript. */
const FRAMEWORK_IMPORTS = ['@nestjs/*', '@mikro-orm/*', 'stripe', 'bullmq', 'ioredis', 'nodemailer', 'express'];
/** A module is used through its index.ts only (ARCHITECTURE.md habit 12). */
const CROSS_MODULE_DEEP_IMPORTS = ['domain', 'application', 'infrastructure', 'http', 'jobs'].flatMap((layer) => [
  `../../*/${layer}/**`,
  `../../../*/${layer}/**`,
]);

/** Hooks and types come from the hand-written index, never from the generated file. */
const GENERATED_API = {
  group: ['**/shared/api/generated/*'],
  message: "Import hooks and types from '@/shared/api' (or '@/shared/api/signed-in').",
};
/**
 * Frontend layers (docs/architecture.md): app → pages → features → entities → shared.
 * Each layer imports only the layers below it; a slice never imports a sibling slice of
 * its own layer, except entities (one reused display piece may show another).
 */
const FRONTEND_LAYERS_OFF_LIMITS = {
  shared: ['entities', 'features', 'pages', 'app'],
  entities: ['features', 'pages', 'app'],
  features: ['features', 'pages', 'app'],
  pages: ['pages', 'app'],
  app: [],
};
/**
 * Another slice is used through its index.ts only (ARCHITECTURE.md habit 12). The API slice has a
 * second public entry, `@/shared/api/signed-in`: the signed-in areas' endpoints, kept out of public pages.
 */
const SLICE_DEEP_IMPORT = {
  regex:
    '^@/(entities|features|pages)/[^/]+/|^@/shared/(ui|auth|config)/|^@/shared/api/(?!generated/|signed-in$)|^@/shared/lib/[^/]+/',
  message: "Import another slice through its index.ts ('@/features/x', not '@/features/x/ui/y').",
};
/** Slice files sit at <layer>/<slice>/<segment>/, so going up two folders leaves the slice (package.json aside). */
const LEAVES_SLICE = {
  regex: '^\\.\\./\\.\\./(?!.*/package\\.json$)',
  message: "Import another slice through its index.ts ('@/layer/slice'), not by a relative path.",
};
/** shared/lib/zod turns off Zod's eval probe (a CSP violation report) before any schema is built. */
const ZOD = { regex: '^zod(/|$)', message: "Import z from '@/shared/lib/zod'." };

function frontendImportRule(layer, { allowGenerated = false, allowZod = false } = {}) {
  const offLimits = FRONTEND_LAYERS_OFF_LIMITS[layer];
  const patterns = [SLICE_DEEP_IMPORT];
  if (!allowGenerated) patterns.push(GENERATED_API);
  if (!allowZod) patterns.push(ZOD);
  // shared/ segments import each other relatively ('../api'); app/ has no slices.
  if (layer !== 'shared' && layer !== 'app') patterns.push(LEAVES_SLICE);
  if (offLimits.length) {
    patterns.push({
      regex: `^(@/|(\\.\\./)+)(${offLimits.join('|')})(/|$)`,
      message: `${layer}/ may not import ${offLimits.join(', ')}: import only the layers below (inside a slice, use relative paths).`,
    });
  }
  return ['error', { patterns }];
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Built by `npm run build` (the server renderer) and written by bench/run.mjs: git-ignored output.
      '**/dist-server/**',
      'bench/results/**',
      '**/coverage/**',
      'frontend/src/shared/api/generated/**',
      'frontend/test-results/**',
      'frontend/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      // Nest reads constructor parameter types at runtime: a type-only import would erase the DI token.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['backend/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: CROSS_MODULE_DEEP_IMPORTS, message: 'Import another module through its index.ts.' }] },
      ],
    },
  },
  {
    files: ['backend/src/modules/*/domain/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRAMEWORK_IMPORTS,
              message: 'The domain is plain TypeScript: put framework code in application/ or infrastructure/.',
            },
            { group: CROSS_MODULE_DEEP_IMPORTS, message: 'Import another module through its index.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [GENERATED_API] }],
    },
  },
  ...Object.keys(FRONTEND_LAYERS_OFF_LIMITS).map((layer) => ({
    files: [`frontend/src/${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': frontendImportRule(layer) },
  })),
  {
    files: ['frontend/src/shared/api/index.ts', 'frontend/src/shared/api/signed-in.ts'],
    rules: { 'no-restricted-imports': frontendImportRule('shared', { allowGenerated: true }) },
  },
  {
    files: ['frontend/src/shared/lib/zod/index.ts'],
    rules: { 'no-restricted-imports': frontendImportRule('shared', { allowZod: true }) },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
