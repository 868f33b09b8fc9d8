import { filtersFromSearchParams } from '@/shared/lib/url-filters';
import { rebaseFilters } from './use-url-filters';

const at = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('rebaseFilters', () => {
  it('writes the next filters as they are when the URL has not moved on', () => {
    expect(rebaseFilters(at('openingsGrade=3'), at(''), at('openingsGrade=3'))).toEqual(at(''));
  });

  it('keeps a change the control has not seen yet (a click before the last navigation rendered)', () => {
    // Rendered with grade 3; 'Any grade' already wrote the URL; then 'Deadline not passed' is ticked.
    const rendered = at('openingsGrade=3');
    const ticked = at('openingsGrade=3&deadlineNotPassed=true');
    expect(rebaseFilters(rendered, ticked, at(''))).toEqual(at('deadlineNotPassed=true'));
  });

  it('a removal made by the control still removes', () => {
    const rendered = at('grades=K&near=89117');
    expect(rebaseFilters(rendered, at('near=89117'), at('grades=K&near=89117&radius=5'))).toEqual(
      at('near=89117&radius=5'),
    );
  });
});
