import { approvalBody, EMPTY_NEW_SCHOOL, emptyText } from './claim-approval';

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
  });
});
