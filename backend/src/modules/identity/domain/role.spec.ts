import { isAdminRole, roleAdmits } from './role';

describe('roleAdmits', () => {
  it('treats super_admin exactly as admin', () => {
    expect(roleAdmits('super_admin', 'admin')).toBe(true);
    expect(roleAdmits('admin', 'super_admin')).toBe(true);
    expect(isAdminRole('super_admin')).toBe(true);
  });

  it('admits higher roles and refuses lower ones', () => {
    expect(roleAdmits('admin', 'school_admin')).toBe(true);
    expect(roleAdmits('school_admin', 'school_admin')).toBe(true);
    expect(roleAdmits('user', 'school_admin')).toBe(false);
    expect(roleAdmits('school_admin', 'admin')).toBe(false);
    expect(isAdminRole('school_admin')).toBe(false);
  });
});
