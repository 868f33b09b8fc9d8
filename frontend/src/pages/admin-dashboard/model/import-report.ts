import type { CatalogueImportAction, CatalogueImportResponse, CatalogueImportRow } from '@/shared/api/signed-in';

export const ACTION_LABEL: Record<CatalogueImportAction, { dryRun: string; applied: string }> = {
  create: { dryRun: 'Would create', applied: 'Created' },
  update: { dryRun: 'Would update', applied: 'Updated' },
  unchanged: { dryRun: 'Unchanged', applied: 'Unchanged' },
  refuse: { dryRun: 'Refused', applied: 'Refused' },
  skip: { dryRun: 'Skipped', applied: 'Skipped' },
};

/** Names of the school fields as the report shows them. */
const FIELD_LABEL: Record<string, string> = {
  externalId: 'external id',
  zipCode: 'ZIP code',
  schoolType: 'school type',
  religiousAffiliation: 'religious affiliation',
  tuitionMin: 'minimum tuition',
  tuitionMax: 'maximum tuition',
  isActive: 'live/draft',
  academicNotes: 'academic notes',
  ncesProfile: 'survey figures (enrollment, teachers, make-up)',
};

export function fieldList(fields: string[]): string {
  return fields.map((field) => FIELD_LABEL[field] ?? field).join(', ');
}

/** The row's details in one line: what it sets or changes, what it keeps, or why it is refused or skipped. */
export function rowDetails(row: CatalogueImportRow): string[] {
  const details: string[] = [];
  if (row.reasons.length) details.push(...row.reasons);
  if (row.fields.length) details.push(`${row.action === 'create' ? 'Sets' : 'Changes'}: ${fieldList(row.fields)}`);
  if (row.kept.length) details.push(`Kept (edited by hand): ${fieldList(row.kept)}`);
  if (row.matchedBy) {
    const by = { external_id: 'external id', slug: 'slug', name: 'name' }[row.matchedBy];
    details.push(`Matched by ${by}${row.slug ? ` (/schools/${row.slug})` : ''}`);
  }
  return details;
}

/** The sentence above the report. */
export function reportHeadline(report: CatalogueImportResponse): {
  severity: 'success' | 'info' | 'error';
  text: string;
} {
  const { create, update, unchanged, refuse, skip } = report.summary;
  const skipped = skip ? `, ${skip} skipped (outside the Las Vegas valley)` : '';
  if (report.applied) {
    return {
      severity: 'success',
      text: `Imported: ${create} created, ${update} updated, ${unchanged} unchanged${skipped}.`,
    };
  }
  if (refuse) {
    return {
      severity: 'error',
      text: `This file cannot be imported as it is: ${refuse} ${refuse === 1 ? 'row is' : 'rows are'} refused (see why below). Nothing will be written until the file is fixed.`,
    };
  }
  return {
    severity: 'info',
    text: `Dry run, nothing written yet: ${create} to create, ${update} to update, ${unchanged} unchanged${skipped}.`,
  };
}
