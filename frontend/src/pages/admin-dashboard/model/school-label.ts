import type { AdminSchoolResponse } from '@/shared/api/signed-in';

/**
 * 'Desert Academy · 1 Main St, Henderson, NV 89052': two listings may share a name (and a city), and the admin
 * must tell them apart before linking one to a person.
 */
export function schoolOptionLabel(school: Pick<AdminSchoolResponse, 'name' | 'location'>): string {
  return `${school.name} · ${school.location}`;
}
