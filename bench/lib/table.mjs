// The one table `make bench` prints: every figure, its reference and target, and whether it passes.
const COLUMNS = ['section', 'figure', 'app', 'baseline', 'ratio', 'target', 'ok'];
const HEADERS = {
  section: 'Section',
  figure: 'Figure',
  app: 'App',
  baseline: 'Baseline',
  ratio: 'App/base',
  target: 'Target',
  ok: 'OK',
};

export function renderTable(rows) {
  const cells = rows.map((row) =>
    Object.fromEntries(
      COLUMNS.map((c) => [c, c === 'ok' ? (row.ok === undefined ? '' : row.ok ? 'yes' : 'NO') : String(row[c] ?? '')]),
    ),
  );
  const widths = Object.fromEntries(
    COLUMNS.map((c) => [c, Math.max(HEADERS[c].length, ...cells.map((cell) => cell[c].length))]),
  );
  const line = (cell) =>
    COLUMNS.map((c) => cell[c].padEnd(widths[c]))
      .join(' | ')
      .trimEnd();
  const rule = COLUMNS.map((c) => '-'.repeat(widths[c])).join('-|-');
  const out = [line(HEADERS), rule];
  let section = '';
  for (const cell of cells) {
    // The section name only on its first row, so blocks read at a glance.
    out.push(line({ ...cell, section: cell.section === section ? '' : cell.section }));
    section = cell.section;
  }
  return out.join('\n');
}

/** The same rows as a Markdown table (for docs/performance.md). */
export function renderMarkdown(rows) {
  const escape = (text) => String(text ?? '').replace(/\|/g, '\\|');
  const out = [`| ${COLUMNS.map((c) => HEADERS[c]).join(' | ')} |`, `|${COLUMNS.map(() => '---').join('|')}|`];
  for (const row of rows)
    out.push(
      `| ${COLUMNS.map((c) => (c === 'ok' ? (row.ok === undefined ? '' : row.ok ? 'yes' : '**no**') : escape(row[c]))).join(' | ')} |`,
    );
  return out.join('\n');
}

/** The rows whose target was missed, as a list printed after the table so none hides in it. */
export function renderMissed(rows) {
  const missed = rows.filter((row) => row.ok === false);
  if (!missed.length) return 'Every target was met.';
  return [
    `MISSED TARGETS (${missed.length}):`,
    ...missed.map((row) => `  - ${row.section}: ${row.figure} = ${row.app ?? ''} (target ${row.target})`),
  ].join('\n');
}
