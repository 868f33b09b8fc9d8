import {
  actionLabel,
  changeLines,
  changeSummary,
  displayValue,
  revertLines,
  revertOutcomeText,
  targetLabel,
} from './activity';
import { formatDateTime } from './people';

describe('activity wording', () => {
  it('names known actions and spells out unknown ones', () => {
    expect(actionLabel('change.approved')).toBe('Approved change');
    expect(actionLabel('claim.payment_marked')).toBe('Claim payment marked');
  });

  it('names the target', () => {
    expect(targetLabel('pending_school_change', '12')).toBe('Change #12');
    expect(targetLabel('subscription', 'sub_1')).toBe('subscription #sub_1');
  });

  it('names schools, articles, changes and claims instead of their ids', () => {
    expect(targetLabel('school', '21', 'Bishop Gorman High School')).toBe('Bishop Gorman High School');
    expect(targetLabel('article', '3', 'Choosing a school')).toBe('Article: Choosing a school');
    expect(targetLabel('pending_school_change', '12', 'Mesa Academy')).toBe('Change to Mesa Academy');
    expect(targetLabel('school_claim_request', '4', 'Mesa Academy')).toBe('Claim for Mesa Academy');
    expect(targetLabel('school', '21', null)).toBe('School #21');
  });

  it('names accounts and contact messages (People and mail)', () => {
    expect(actionLabel('user.disabled')).toBe('Disabled account');
    expect(actionLabel('contact_message.mail_retried')).toBe('Retried contact mail');
    expect(targetLabel('app_user', 'u-1', 'Olivia Owens')).toBe('Account: Olivia Owens');
    expect(targetLabel('contact_message', 'm-1', 'Maria Lopez')).toBe('Message from Maria Lopez');
    expect(targetLabel('app_user', 'u-1', null)).toBe('Account #u-1');
  });

  it('summarises before and after', () => {
    expect(changeSummary({ isActive: true }, { isActive: false })).toBe('isActive: yes → no');
    expect(changeSummary(null, { status: 'approved', adminNotes: null })).toBe('status: approved; adminNotes: —');
    expect(changeSummary({}, { a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('a: 1; b: 2; c: 3; d: 4 (+1 more)');
    expect(changeSummary(null, { schoolId: 21, changeType: 'profile_update' })).toBe('changeType: profile_update');
  });

  it('names a revert and keeps its reference out of the fields', () => {
    expect(actionLabel('school.change_reverted')).toBe('Reverted change');
    expect(changeSummary({ phone: '702-555-0199' }, { phone: '702-555-0100', revertOf: 12 })).toBe(
      'phone: 702-555-0199 → 702-555-0100',
    );
  });

  it('shows stored times as readable dates, plain dates and other text as they are', () => {
    const at = '2026-11-28T23:26:41.455Z';
    expect(displayValue(at)).toBe(formatDateTime(at));
    expect(displayValue(at)).not.toContain('T23:26');
    expect(changeSummary({ archivedAt: null }, { archivedAt: at })).toBe(`archivedAt: — → ${formatDateTime(at)}`);
    expect(displayValue('2026-12-01')).toBe('2026-12-01');
    expect(displayValue({ facebook: 'https://facebook.com/x' })).toBe('facebook: https://facebook.com/x');
    expect(displayValue('x'.repeat(80))).toBe(`${'x'.repeat(57)}…`);
    expect(displayValue('x'.repeat(80), 200)).toHaveLength(80);
  });

  it('lists every changed field for the expanded details', () => {
    const after = Object.fromEntries(Array.from({ length: 23 }, (_, i) => [`field${i}`, i]));
    expect(changeSummary(null, after)).toMatch(/ \(\+19 more\)$/);
    expect(changeLines(null, after)).toHaveLength(23);
  });

  it('lists what a revert sets back, old ← new, without the slug and with social links per network', () => {
    expect(
      revertLines(
        { name: 'Mesa Academy', slug: 'mesa-academy', phone: null, socialLinks: { facebook: 'https://fb.com/a' } },
        {
          name: 'Mesa Prep',
          slug: 'mesa-prep',
          phone: '702-555-0100',
          socialLinks: { facebook: 'https://fb.com/a', instagram: 'https://ig.com/b' },
        },
      ),
    ).toEqual([
      { field: 'name', old: 'Mesa Academy', current: 'Mesa Prep' },
      { field: 'phone', old: '—', current: '702-555-0100' },
      { field: 'socialLinks.instagram', old: '—', current: 'https://ig.com/b' },
    ]);
  });

  it('says which fields went back and which were left', () => {
    expect(revertOutcomeText({ reverted: ['phone', 'description'], changedSince: [] })).toBe(
      'Reverted: phone, description.',
    );
    expect(revertOutcomeText({ reverted: ['phone'], changedSince: ['website'] })).toBe(
      'Reverted: phone. Left as they are (changed since): website.',
    );
  });
});
