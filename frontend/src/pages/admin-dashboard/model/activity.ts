/** How the audit trail reads in the Activity list. */
const ACTION_LABELS: Record<string, string> = {
  'school.updated': 'Edited school',
  'school.status_changed': 'Changed school status',
  'school.change_applied': 'Applied profile change',
  'change.submitted': 'Submitted a change',
  'change.approved': 'Approved change',
  'change.rejected': 'Rejected change',
  'article.submitted': 'Submitted article',
  'article.published': 'Published article',
  'article.status_changed': 'Changed article status',
  'article.updated': 'Edited article',
};

export function actionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TARGET_LABELS: Record<string, string> = {
  school: 'School',
  article: 'Article',
  pending_school_change: 'Change',
  claim: 'Claim',
  school_claim_request: 'Claim',
};

export function targetLabel(targetType: string, targetId: string): string {
  return `${TARGET_LABELS[targetType] ?? targetType} #${targetId}`;
}

function short(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** 'isActive: yes → no; city: Las Vegas → Henderson' for the fields the entry changed. */
export function changeSummary(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return keys
    .slice(0, 4)
    .map((key) =>
      before && key in before
        ? `${key}: ${short(before[key])} → ${short(after?.[key])}`
        : `${key}: ${short(after?.[key])}`,
    )
    .join('; ')
    .concat(keys.length > 4 ? ` (+${keys.length - 4} more)` : '');
}
