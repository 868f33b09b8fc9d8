import {
  approvalHint,
  approvalBody,
  centsText,
  EMPTY_NEW_SCHOOL,
  emptyText,
  initialChoice,
  ownersText,
  rejectionPaymentText,
} from './claim-approval';

describe('claim approval choices', () => {
  it('needs a chosen school, or every required field of a new one', () => {
    expect(approvalBody({ kind: 'existing', schoolId: null, label: '' })).toBeNull();
    expect(approvalBody({ kind: 'existing', schoolId: 7, label: 'Meadows' })).toEqual({ schoolId: 7 });
    expect(approvalBody({ kind: 'new', school: EMPTY_NEW_SCHOOL })).toBeNull();
    expect(
      approvalBody({
        kind: 'new',
        school: {
          ...EMPTY_NEW_SCHOOL,
          address: ' 1 Main St ',
          zipCode: '89101',
          grades: 'K-8',
          schoolType: 'Montessori',
          website: '',
        },
      }),
    ).toEqual({
      createSchool: {
        address: '1 Main St',
        city: 'Las Vegas',
        zipCode: '89101',
        grades: 'K-8',
        schoolType: 'Montessori',
      },
    });
  });

  it('words the empty states with and without a search', () => {
    expect(emptyText('active', '')).toBe('No claim requests pending');
    expect(emptyText('active', ' jane ')).toBe('No claim requests found matching "jane"');
    expect(emptyText('approved', 'x')).toBe('No approved claims found matching "x"');
    expect(emptyText('rejected', '')).toBe('No rejected claims');
    expect(emptyText('rejected', 'x')).toBe('No rejected claims found matching "x"');
  });

  it('starts on the owned school a conflicting claim names, else on nothing', () => {
    expect(initialChoice({ conflict: null, namedSchool: null })).toEqual({
      kind: 'existing',
      schoolId: null,
      label: '',
    });
    // Issue 36: the one listing of the claim's name is chosen, so the picker that shows it can approve.
    expect(
      initialChoice({
        conflict: null,
        namedSchool: { id: 9, name: 'Meadows School', location: '1 Meadow Ln, Las Vegas' },
      }),
    ).toEqual({ kind: 'existing', schoolId: 9, label: 'Meadows School · 1 Meadow Ln, Las Vegas' });
    expect(
      initialChoice({ conflict: { schoolId: 4, schoolName: 'Meadows School', owners: [] }, namedSchool: null }),
    ).toEqual({
      kind: 'existing',
      schoolId: 4,
      label: 'Meadows School',
    });
  });

  it('names owners and money the way the dialogs say them', () => {
    expect(
      ownersText([
        { name: 'Olivia Owens', email: 'owner@example.com' },
        { name: 'Sam Lee', email: 'sam@example.com' },
      ]),
    ).toBe('Olivia Owens (owner@example.com), Sam Lee (sam@example.com)');
    expect(centsText(99500)).toBe('$995.00');
  });

  it('says what rejecting does to the payment: refund, hand refund, or a closed checkout', () => {
    const claim = { firstName: 'Sam', paymentStatus: 'completed', paymentSource: 'provider' } as const;
    expect(rejectionPaymentText(claim)).toMatch(/^The payment is refunded in full/);
    expect(rejectionPaymentText({ ...claim, paymentSource: 'manual' })).toMatch(/refund it to Sam directly/);
    expect(rejectionPaymentText({ ...claim, paymentStatus: 'pending', paymentSource: null })).toMatch(
      /^Nothing was paid/,
    );
  });
});

describe('approvalHint', () => {
  it('says what still stands in the way of Approve', () => {
    const none = { kind: 'existing', schoolId: null, label: 'Desert Academy' } as const;
    expect(approvalHint(false, none)).toBe('Approval needs the payment completed.');
    // Paid, and the picker shows the claim's school name without a school picked.
    expect(approvalHint(true, none)).toBe('Choose the school in the directory to approve.');
    expect(approvalHint(true, { kind: 'existing', schoolId: 4, label: 'Desert Academy' })).toBeNull();
    expect(approvalHint(true, { kind: 'new', school: { ...EMPTY_NEW_SCHOOL } })).toMatch(/^Fill in the new listing/);
  });
});
