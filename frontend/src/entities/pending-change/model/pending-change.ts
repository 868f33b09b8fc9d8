/**
 * How a pending change reads on screen: its type, its status colour (docs/product.md
 * "Owner changes": approved in the default style, rejected destructive) and its proposed
 * fields as label/value lines.
 */
export type ChangeType = 'profile_update' | 'article_submission';
export type ChangeStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

export const CHANGE_TYPE_LABELS: Record<ChangeType, string> = {
  profile_update: 'Profile Update',
  article_submission: 'Article Submission',
};

export const CHANGE_STATUS: Record<ChangeStatus, { label: string; color: 'warning' | 'default' | 'error' }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'default' },
  rejected: { label: 'Rejected', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** An approved change an admin set back since: the owner's history says so, not 'Approved'. */
export const REVERTED_LABEL = 'Reverted by the team';

const FIELD_LABELS: Record<string, string> = {
  name: 'School Name',
  schoolType: 'School Type',
  grades: 'Grades',
  address: 'Street Address',
  city: 'City',
  zipCode: 'ZIP Code',
  phone: 'Phone',
  email: 'Email',
  website: 'Website',
  description: 'Description',
  religiousAffiliation: 'Religious Affiliation',
  tuitionMin: 'Tuition Min',
  tuitionMax: 'Tuition Max',
  latitude: 'Latitude',
  longitude: 'Longitude',
  academicNotes: 'Academic Notes',
  features: 'Features',
  videoUrls: 'Video URLs',
  additionalImages: 'Additional Images',
  socialLinks: 'Social Links',
  applicationDeadlines: 'Application Deadlines',
  financialAidProvider: 'Financial Aid Provider',
  financialAidDeadline: 'Financial Aid Deadline',
  gradeOpenings: 'Openings by Grade',
  acceptsOpportunityScholarship: 'Opportunity Scholarship',
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  category: 'Category',
  author: 'Author',
};

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

/** A change's field by name: 'School Name', 'Facebook' for `socialLinks.facebook`; an unknown one as it came. */
export function fieldLabel(field: string): string {
  const [top, network] = field.split('.');
  if (top === 'socialLinks' && network) return SOCIAL_LABELS[network] ?? network;
  return FIELD_LABELS[field] ?? field;
}

/** 'School Name, Facebook and Phone'. */
export function fieldList(fields: readonly string[]): string {
  const labels = fields.map(fieldLabel);
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export interface ChangeLine {
  label: string;
  value: string;
  /** The live value the change replaces (old → new), when known. */
  previous?: string;
  /** Shown as Markdown, as the public article page renders it. */
  markdown?: boolean;
}

function show(value: unknown): string {
  if (isBlank(value)) return '(cleared)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

/** An old value: a blank one was simply not set. */
function showOld(value: unknown): string {
  return isBlank(value) || (Array.isArray(value) && !value.length) ? '(not set)' : show(value);
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The proposed fields of a change, in a readable order. A profile update shows a blank field as
 * '(cleared)' (it removes the value); an article submission leaves its blank optional fields out
 * (nothing is cleared, they were just not filled in) and hides its internal id.
 */
export function changeLines(
  changeData: Record<string, unknown>,
  changeType: ChangeType,
  currentValues?: Record<string, unknown> | null,
): ChangeLine[] {
  const article = changeType === 'article_submission';
  const lines: ChangeLine[] = [];
  for (const [key, value] of Object.entries(changeData)) {
    if (key === 'articleId') continue;
    if (article && isBlank(value)) continue;
    if (key === 'socialLinks' && value && typeof value === 'object') {
      const liveLinks = (currentValues?.socialLinks ?? {}) as Record<string, unknown>;
      for (const [network, link] of Object.entries(value as Record<string, unknown>)) {
        const previous = currentValues ? { previous: showOld(liveLinks[network]) } : {};
        lines.push({ label: SOCIAL_LABELS[network] ?? network, value: show(link), ...previous });
      }
      continue;
    }
    const previous = currentValues && key in currentValues ? { previous: showOld(currentValues[key]) } : {};
    const markdown = article && key === 'content' ? { markdown: true } : {};
    lines.push({ label: FIELD_LABELS[key] ?? key, value: show(value), ...previous, ...markdown });
  }
  return lines;
}
