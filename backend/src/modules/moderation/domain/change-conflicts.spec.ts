import { changedFields, newerConflicts, type ChangeForConflicts } from './change-conflicts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute));
const change = (id: number, minute: number, changeData: unknown, extra: Partial<ChangeForConflicts> = {}) => ({
  id,
  schoolId: 7,
  changeType: 'profile_update',
  status: 'pending',
  createdAt: at(minute),
  changeData,
  ...extra,
});

describe('change conflicts', () => {
  it('names social links by network', () => {
    expect(changedFields({ name: 'A', socialLinks: { facebook: 'x', instagram: null } })).toEqual([
      'name',
      'socialLinks.facebook',
      'socialLinks.instagram',
    ]);
  });

  it('flags an older pending change that a newer pending or approved one of the school overlaps', () => {
    const old = change(1, 0, { name: 'Old Name', city: 'Henderson', socialLinks: { facebook: 'f' } });
    const others = [
      old,
      change(2, 5, { name: 'Newer Name' }),
      change(3, 6, { socialLinks: { facebook: 'g' } }, { status: 'approved' }),
      change(4, 7, { address: '1 Main St' }),
      change(5, 8, { city: 'Las Vegas' }, { status: 'rejected' }),
      change(6, 9, { city: 'Boulder City' }, { schoolId: 8 }),
    ];
    expect(newerConflicts(old, others)).toEqual([
      { id: 2, status: 'pending', createdAt: at(5), fields: ['name'] },
      { id: 3, status: 'approved', createdAt: at(6), fields: ['socialLinks.facebook'] },
    ]);
  });

  it('does not flag the newest change, nor a decided one', () => {
    const older = change(1, 0, { name: 'A' });
    const newer = change(2, 5, { name: 'B' });
    expect(newerConflicts(newer, [older, newer])).toEqual([]);
    expect(newerConflicts({ ...older, status: 'approved' }, [older, newer])).toEqual([]);
  });
});
