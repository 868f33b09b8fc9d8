/** Frontend unit tests (jsdom + Testing Library) beside the code as *.test.ts(x). */
module.exports = {
  testEnvironment: '<rootDir>/jest.environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@static-page-texts$': '<rootDir>/../backend/src/modules/seo/domain/static-page-texts.ts',
    '^@catalogue-page-texts$': '<rootDir>/../backend/src/modules/seo/domain/catalogue-page-texts.ts',
    '^@lead-labels$': '<rootDir>/../backend/src/modules/leads/domain/lead-labels.ts',
    '\\.(css|svg|png|jpg|webp)$': 'identity-obj-proxy',
  },
  setupFilesAfterEnv: ['<rootDir>/src/test-setup.ts'],
};
