// The benchmark database: created when missing, migrated, seeded with the demo data
// plus N synthetic schools (reused when it already holds exactly N), then analysed.
import { resolve } from 'node:path';
import pg from 'pg';
import { BACKEND_UNDER_TEST as BACKEND, log, run } from './util.mjs';

export function databaseUrl(adminUrl, name) {
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

export async function withClient(connectionString, work) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Environment for the backend's CLI scripts: seeding refuses NODE_ENV=production, so they run as "test". */
function cliEnv(env) {
  return { ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
}

/**
 * Makes `name` hold the migrated schema, the demo seed and exactly `synthetic`
 * generated schools. `fresh` drops it first.
 */
export async function prepareDatabase({ adminUrl, name, synthetic, fresh, env }) {
  const url = databaseUrl(adminUrl, name);
  await withClient(adminUrl, async (client) => {
    if (fresh) {
      log(`dropping database ${name}`);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      log(`creating database ${name}`);
      await client.query(`CREATE DATABASE "${name}"`);
    }
  });

  const scriptEnv = cliEnv({ ...env, DATABASE_URL: url });
  log('migrating');
  await run(process.execPath, [resolve(BACKEND, 'dist/src/cli/migrate.js')], { cwd: BACKEND, env: scriptEnv });

  const existing = await withClient(url, async (client) => {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM school WHERE slug LIKE 'synthetic-%'`);
    return rows[0].n;
  });
  // The generator is deterministic from an empty start, so a wrong count is regenerated rather than topped up.
  const args =
    existing === synthetic ? [] : ['--remove-synthetic', ...(synthetic > 0 ? ['--synthetic', String(synthetic)] : [])];
  log(
    existing === synthetic
      ? `seeding demo data (${existing} synthetic schools already present)`
      : `seeding demo data + ${synthetic} synthetic schools (found ${existing}); this takes a while once`,
  );
  const started = Date.now();
  const output = await run(process.execPath, [resolve(BACKEND, 'dist/src/cli/seed.js'), ...args], {
    cwd: BACKEND,
    env: scriptEnv,
  });
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${output.trim().split('\n').slice(-6).join(' | ')}`);

  return withClient(url, async (client) => {
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM school) AS schools,
              (SELECT count(*)::int FROM school WHERE is_active) AS active_schools,
              (SELECT count(*)::int FROM neighborhood) AS neighborhoods,
              (SELECT count(*)::int FROM article) AS articles`,
    );
    return { url, ...rows[0] };
  });
}
