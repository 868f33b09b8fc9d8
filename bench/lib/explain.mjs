// EXPLAIN (ANALYZE, BUFFERS) of every statement the app ran for each search shape,
// replayed with the captured parameters. A Seq Scan on school is flagged when the
// shape's filter is selective: it matches under SELECTIVE_SHARE of the active schools,
// or the shape is marked `indexed` (the radius shapes, which must use their index).
import { withClient } from './db.mjs';

const SEQ_SCAN_ON_SCHOOL = /Seq Scan on school\b/;
export const SELECTIVE_SHARE = 0.1;

/** `shapes`: {shape, path, statements, matched (the answer's total), active (active schools)}. */
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
      const filtered =
        shape.path.includes('?') && !/^\/api\/schools\?(page|limit)=\d+(&(page|limit)=\d+)?$/.test(shape.path);
      const selective = !!shape.indexed || (filtered && shape.matched / shape.active < SELECTIVE_SHARE);
      results.push({
        shape: shape.shape,
        indexed: !!shape.indexed,
        path: shape.path,
        matched: shape.matched,
        lowerBound: !!shape.lowerBound,
        // With a capped count (lowerBound) the share shown is where counting stopped: at least that much.
        share: (shape.lowerBound ? shape.counted : shape.matched) / shape.active,
        selective,
        plans,
        executionMs: plans.reduce((a, p) => a + p.executionMs, 0),
        seqScanOnSchool: seqScan,
        flagged: selective && seqScan,
      });
    }
    return results;
  });
}
