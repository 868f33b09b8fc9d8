import type { ImportReport } from './import-catalogue';

const VERB = {
  applied: { create: 'created', update: 'updated', unchanged: 'unchanged', refuse: 'refused', skip: 'skipped' },
  dryRun: {
    create: 'would create',
    update: 'would update',
    unchanged: 'unchanged',
    refuse: 'refused',
    skip: 'skipped',
  },
} as const;

/** The import report as text, one line per row and a summary (the command line's output). */
export function formatImportReport(report: ImportReport): string {
  const verbs = report.applied ? VERB.applied : VERB.dryRun;
  const lines = report.rows.map((row) => {
    const who = `${row.name || '(no name)'}${row.externalId ? ` [${row.externalId}]` : ''}`;
    const detail = [
      row.fields.length ? `fields: ${row.fields.join(', ')}` : '',
      row.kept.length ? `kept (edited by hand): ${row.kept.join(', ')}` : '',
      row.reasons.length ? row.reasons.join('; ') : '',
    ]
      .filter(Boolean)
      .join(' | ');
    return `line ${row.line}: ${verbs[row.action]} ${who}${row.slug ? ` (${row.slug})` : ''}${detail ? ` — ${detail}` : ''}`;
  });
  const { create, update, unchanged, refuse, skip } = report.summary;
  const outcome = report.applied
    ? 'Applied.'
    : refuse
      ? 'Nothing was written: fix the refused rows and run again.'
      : 'Dry run: nothing was written.';
  lines.push(
    `${report.format === 'nces-pss' ? 'NCES PSS file' : 'Catalogue file'}: ${create} to create, ${update} to update, ${unchanged} unchanged, ${refuse} refused, ${skip} skipped. ${outcome}`,
  );
  return lines.join('\n');
}
