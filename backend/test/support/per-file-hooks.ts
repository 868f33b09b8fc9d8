import { Client } from 'pg';
import { ADMIN_DATABASE_URL } from './test-env';

// Integration tests start real apps, workers and servers; on a busy 2-core
// machine their hooks need more than Jest's default 5 s. `testTimeout` in a
// project entry is not applied to hooks, so it is set here for every file. Starting an app
// migrates a fresh database; with other work on the machine that alone has taken over 30 s.
jest.setTimeout(90_000);

// Drops the file's own database (see per-file-env.ts) once the file is done.
afterAll(async () => {
  const name = process.env.TEST_FILE_DATABASE_NAME;
  if (!name || process.env.KEEP_TEST_DB) return;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
});
