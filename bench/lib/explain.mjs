// EXPLAIN (ANALYZE, BUFFERS) of every statement the app ran for each search shape,
// replayed with the captured parameters. A Seq Scan on school is flagged when the
// shape carries a selective filter.
import { withClient } from './db.mjs';

const SEQ_SCAN_ON_SCHOOL = /Seq Scan on school\b/;

export async function explainShapes(databaseUrl, shapes) {
  return withClient(databaseUrl, async (client) => {
    // The same planner settings as a fresh app connection.
    await client.query('SET jit = default');
    const results = [];
    for (const shape of shapes) {
      const statements = shape.statements.filter((s) => /\bfrom "school"/i.test(s.sql));
      const plans = [];
      for (const statement of statements) {
        // Run once unmeasured so the figures show a warm cache, as under load.
        await client.query(statement.sql, statement.params);
        const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
        const text = rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push({
          sql: statement.sql,
          params: statement.params,
          plan: text,
          executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
          planningMs: Number(/Planning Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
          seqScanOnSchool: SEQ_SCAN_ON_SCHOOL.test(text),
        });
      }
      const seqScan = plans.some((p) => p.seqScanOnSchool);
      results.push({
        shape: shape.shape,
        path: shape.path,
        selective: shape.selective,
        plans,
        executionMs: plans.reduce((a, p) => a + p.executionMs, 0),
        seqScanOnSchool: seqScan,
        flagged: shape.selective && seqScan,
      });
    }
    return results;
  });
}
