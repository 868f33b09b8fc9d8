/** Unit tests sit beside the code; integration tests live in test/ and share one database per run. */
const transform = { '^.+\\.ts$': ['@swc/jest'] };

module.exports = {
  // `make test` runs the files one at a time (`--maxWorkers=1`) in a worker process, not in band: a worker
  // keeps every module it required and every Nest app a file left behind, and in one process the whole suite
  // grew past Node's 4 GB heap near its end (the last files then crawled in garbage collection and timed
  // out). Jest replaces the worker between files once it holds more than this.
  workerIdleMemoryLimit: '1.5GB',
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
