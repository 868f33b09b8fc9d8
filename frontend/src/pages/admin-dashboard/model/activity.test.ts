import { actionLabel, changeSummary, targetLabel } from './activity';

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
});
