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
  'user.disabled': 'Disabled account',
  'user.enabled': 'Enabled account',
  'user.role_changed': 'Changed role',
  'user.password_link_sent': 'Sent password link',
  'user.school_linked': 'Linked school',
  'user.school_unlinked': 'Removed school link',
  'contact_message.status_changed': 'Changed message status',
  'contact_message.mail_retried': 'Retried contact mail',
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
  app_user: 'Account',
  contact_message: 'Message',
};

/** How an entry names its target once the server knows the name (Activity shows names, never '#21'). */
const NAMED_TARGETS: Record<string, (name: string) => string> = {
  school: (name) => name,
  article: (name) => `Article: ${name}`,
  pending_school_change: (name) => `Change to ${name}`,
  claim: (name) => `Claim for ${name}`,
  school_claim_request: (name) => `Claim for ${name}`,
  app_user: (name) => `Account: ${name}`,
  contact_message: (name) => `Message from ${name}`,
};

export function targetLabel(targetType: string, targetId: string, targetName?: string | null): string {
  const named = NAMED_TARGETS[targetType];
  if (targetName && named) return named(targetName);
  if (targetName) return `${TARGET_LABELS[targetType] ?? targetType}: ${targetName}`;
  return `${TARGET_LABELS[targetType] ?? targetType} #${targetId}`;
}

/** Ids (schoolId, articleId, userId…) say nothing to a reader; the target already names the record. */
const isIdKey = (key: string) => key === 'id' || /Id$/.test(key);

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
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter((key) => !isIdKey(key));
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
