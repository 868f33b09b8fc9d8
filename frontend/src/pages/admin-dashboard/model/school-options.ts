import { useListSchoolsForAdminQuery } from '@/shared/api/signed-in';
import { schoolOptionLabel } from './school-label';
import { useDebouncedValue } from './use-debounced-value';

export { schoolOptionLabel };

/** A school as the admin's pickers offer it. */
export interface SchoolOption {
  id: number;
  label: string;
}

/**
 * The directory's schools matching what the admin typed, for a picker. Only the answer to the text in the box
 * is offered: while the search waits for typing to pause or for the server, the last answer's schools are not
 * (the first of them, e.g. '9th Bridge School' from the empty search, was picked by a quick Enter and linked).
 */
export function useSchoolOptions(input: string, skip = false): { options: SchoolOption[]; loading: boolean } {
  const search = useDebouncedValue(input);
  const { currentData, isFetching } = useListSchoolsForAdminQuery({ search: search || undefined, limit: 10 }, { skip });
  const settled = search === input && !isFetching;
  return {
    options: settled
      ? (currentData?.items ?? []).map((school) => ({ id: school.id, label: schoolOptionLabel(school) }))
      : [],
    loading: !settled,
  };
}
