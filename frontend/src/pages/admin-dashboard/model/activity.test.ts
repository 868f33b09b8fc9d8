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

  it('summarises before and after', () => {
    expect(changeSummary({ isActive: true }, { isActive: false })).toBe('isActive: yes → no');
    expect(changeSummary(null, { status: 'approved', adminNotes: null })).toBe('status: approved; adminNotes: —');
    expect(changeSummary({}, { a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('a: 1; b: 2; c: 3; d: 4 (+1 more)');
  });
});
