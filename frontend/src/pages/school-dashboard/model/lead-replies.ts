/**
 * The reply form's rules (backend: leads/domain/lead-reply.ts, LEAD_REPLY_LIMITS and LEAD_REPLY_MESSAGES; the
 * server says the same, naming the field).
 */
export const REPLY_MAX = 10_000;
export const TEMPLATE_NAME_MAX = 80;

/** What a template's `{firstName}` and `{schoolName}` become in a reply to this family from this school. */
export function fillTemplate(body: string, values: { firstName: string; schoolName: string }): string {
  return body
    .replace(/\{firstName\}/g, values.firstName.trim() || 'there')
    .replace(/\{schoolName\}/g, values.schoolName);
}

export function replyProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return 'Please write a reply';
  if (trimmed.length > REPLY_MAX) return `The reply must be at most ${REPLY_MAX.toLocaleString('en-US')} characters`;
  return null;
}

export function templateProblems(input: { name: string; body: string }): { name?: string; body?: string } {
  const problems: { name?: string; body?: string } = {};
  const name = input.name.trim();
  if (!name) problems.name = 'Please name the template';
  else if (name.length > TEMPLATE_NAME_MAX)
    problems.name = `The template name must be at most ${TEMPLATE_NAME_MAX} characters`;
  const body = input.body.trim();
  if (!body) problems.body = 'Please write the template text';
  else if (body.length > REPLY_MAX)
    problems.body = `The template text must be at most ${REPLY_MAX.toLocaleString('en-US')} characters`;
  return problems;
}

/** A reply's mail as the thread says it. */
export function deliveryLabel(state: string): { label: string; tone: 'default' | 'success' | 'error' | 'warning' } {
  switch (state) {
    case 'sent':
      return { label: 'Sent', tone: 'success' };
    case 'failed':
      return { label: 'Not delivered', tone: 'error' };
    case 'retrying':
      return { label: 'Trying again', tone: 'warning' };
    case 'missing':
      return { label: 'Erased', tone: 'default' };
    default:
      return { label: 'Sending', tone: 'default' };
  }
}
