/** Unit tests sit beside the code; integration tests live in test/ and share one database per run. */
const transform = { '^.+\\.ts$': ['@swc/jest'] };

module.exports = {
  // `make test` runs the files in two worker processes (`--maxWorkers=2`, each file with a database and
  // Redis prefix of its own: test/support/per-file-env.ts), never in band: a worker keeps every module it
  // required and every Nest app a file left behind, and in one process the whole suite grew past Node's 4 GB
  // heap near its end (the last files then crawled in garbage collection and timed out). Jest replaces a
  // worker between files once it holds more than this, so two workers stay under 2 × 1.5 GB.
  workerIdleMemoryLimit: '1.5GB',
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      // A unit test that hashes with argon2id (19 MB, two passes) beside the checks and the build of
      // `make test` took over jest's default 5 s on a loaded 2-core machine: a bound, not a speed check.
      testTimeout: 30_000,
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
