import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { changeFilters, filtersFromSearchParams } from '@/shared/lib/url-filters';
import { rebaseFilters, useDirectoryView, useUrlFilters } from './use-url-filters';

// The known places come from the API (GET /api/places); these tests need only a few.
jest.mock('@/entities/place', () => ({ usePlaceNames: () => ['Skye Canyon', "Mountain's Edge"] }));

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

  it('a filter the control set on purpose is set, even to what its older render already had', () => {
    // Rendered before '3rd grade' committed (no grade, scholarship on); the URL has the grade; 'Any grade' is chosen.
    const rendered = at('acceptsOpportunityScholarship=true');
    const anyGrade = changeFilters(rendered, { openingsGrade: undefined });
    expect(rebaseFilters(rendered, anyGrade, at('openingsGrade=3'))).toEqual(at(''));
  });

  it('a removal made by the control still removes', () => {
    const rendered = at('grades=K&near=89117');
    expect(rebaseFilters(rendered, at('near=89117'), at('grades=K&near=89117&radius=5'))).toEqual(
      at('near=89117&radius=5'),
    );
  });
});

describe('useUrlFilters', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

  it("applies a change onto the browser's newest address, which the router may not have rendered yet", () => {
    window.history.replaceState(null, '', '/schools?near=89117');
    const { result } = renderHook(() => useUrlFilters(), { wrapper });
    const [shown, setFilters] = result.current;
    // The radius was written (the router pushes at once) but its render has not committed.
    window.history.pushState(null, '', '/schools?near=89117&radius=5');
    act(() => setFilters(changeFilters(shown, { sort: 'distance' })));
    expect(window.location.search).toBe('?near=89117&radius=5&sort=distance');
  });

  it('keeps the map view when a filter changes', () => {
    window.history.replaceState(null, '', '/schools?view=map');
    const { result } = renderHook(() => useUrlFilters(), { wrapper });
    act(() => result.current[1](changeFilters(result.current[0], { sort: 'name' })));
    expect(window.location.search).toBe('?sort=name&view=map');
  });
});

describe('useDirectoryView', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

  it('reads and writes ?view=map, keeping the filters', () => {
    window.history.replaceState(null, '', '/schools?grades=K');
    const { result } = renderHook(() => useDirectoryView(), { wrapper });
    expect(result.current[0]).toBe('list');
    act(() => result.current[1]('map'));
    expect(window.location.search).toBe('?grades=K&view=map');
    expect(result.current[0]).toBe('map');
    act(() => result.current[1]('list'));
    expect(window.location.search).toBe('?grades=K');
  });
});

describe('useUrlFilters: a place typed as location is the centre (issue 35)', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

  it.each([
    ['location=Skye%20Canyon', 'Skye Canyon'],
    ['location=mountains%20edge', "Mountain's Edge"],
    ['location=89117', '89117'],
  ])('%s searches around %s', (query, near) => {
    window.history.replaceState(null, '', `/schools?${query}`);
    const { result } = renderHook(() => useUrlFilters(), { wrapper });
    expect(result.current[0]).toMatchObject({ location: '', near });
  });

  it('other text stays the text search, and a place set already stays the centre', () => {
    window.history.replaceState(null, '', '/schools?location=Bishop%20Gorman');
    expect(renderHook(() => useUrlFilters(), { wrapper }).result.current[0]).toMatchObject({
      location: 'Bishop Gorman',
      near: '',
    });
    window.history.replaceState(null, '', '/schools?location=Skye%20Canyon&near=89117');
    expect(renderHook(() => useUrlFilters(), { wrapper }).result.current[0]).toMatchObject({
      location: 'Skye Canyon',
      near: '89117',
    });
  });
});
