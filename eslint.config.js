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

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/shared/api/generated/*'], message: "Import hooks and types from '@/shared/api'." }],
        },
      ],
    },
  },
  {
    files: ['frontend/src/shared/api/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
