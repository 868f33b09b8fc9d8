/** Unit tests sit beside the code; integration tests live in test/ and share one database per run. */
const transform = { '^.+\\.ts$': ['@swc/jest'] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.spec.ts'],
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      transform,
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      setupFiles: ['<rootDir>/test/support/per-file-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/support/per-file-hooks.ts'],
    },
  ],
};
