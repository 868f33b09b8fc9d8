import { ChangeAlreadyDecidedError, ChangeNotApprovedError, RejectionNotesRequiredError } from './moderation.errors';
import { PendingSchoolChange } from './pending-school-change';

describe('PendingSchoolChange', () => {
  const now = new Date('2026-01-02T03:04:05Z');

  it('starts pending and records the reviewer, time and notes when approved', () => {
    const change = PendingSchoolChange.profileUpdate(7, 'user-1', { city: 'Henderson' }, now);
    expect(change.status).toBe('pending');
    change.approve('admin-1', '  looks good ', now);
    expect(change).toMatchObject({
      status: 'approved',
      reviewedBy: 'admin-1',
      reviewedAt: now,
      adminNotes: 'looks good',
    });
  });

  it('needs notes to reject', () => {
    const change = PendingSchoolChange.profileUpdate(7, 'user-1', { city: 'Henderson' }, now);
    expect(() => change.reject('admin-1', '  ')).toThrow(RejectionNotesRequiredError);
    change.reject('admin-1', 'Changes need revision', now);
    expect(change).toMatchObject({ status: 'rejected', adminNotes: 'Changes need revision' });
  });

  it('is decided once', () => {
    const change = PendingSchoolChange.profileUpdate(7, 'user-1', { city: 'Henderson' }, now);
    change.approve('admin-1', null);
    expect(() => change.approve('admin-2', null)).toThrow(ChangeAlreadyDecidedError);
    expect(() => change.reject('admin-2', 'no')).toThrow(ChangeAlreadyDecidedError);
    expect(change.reviewedBy).toBe('admin-1');
  });

  it('is withdrawn by its owner only while pending, and then no longer decided', () => {
    const change = PendingSchoolChange.profileUpdate(7, 'user-1', { city: 'Henderson' }, now);
    change.withdraw(now);
    expect(change).toMatchObject({ status: 'withdrawn', updatedAt: now, reviewedBy: null });
    expect(() => change.withdraw()).toThrow(ChangeAlreadyDecidedError);
    expect(() => change.approve('admin-1', null)).toThrow(ChangeAlreadyDecidedError);
    const approved = PendingSchoolChange.profileUpdate(7, 'user-1', { city: 'Henderson' }, now);
    approved.approve('admin-1', null);
    expect(() => approved.withdraw()).toThrow(ChangeAlreadyDecidedError);
  });

  it('is marked reverted, with the reason, only once approved', () => {
    const change = PendingSchoolChange.profileUpdate(7, 'user-1', { city: 'Henderson' }, now);
    expect(() => change.markReverted('Wrong city')).toThrow(ChangeNotApprovedError);
    change.approve('admin-1', null);
    change.markReverted('  Wrong city ', now);
    expect(change).toMatchObject({ status: 'approved', revertedAt: now, revertReason: 'Wrong city' });
  });
});
