import { landingPathFor } from './landing-path';

describe('landingPathFor', () => {
  it('sends admin and super_admin to the admin dashboard', () => {
    expect(landingPathFor('admin')).toBe('/admin-dashboard');
    expect(landingPathFor('super_admin')).toBe('/admin-dashboard');
  });

  it('sends everyone else to the school dashboard', () => {
    expect(landingPathFor('school_admin')).toBe('/school-dashboard');
    expect(landingPathFor('user')).toBe('/school-dashboard');
  });
});
