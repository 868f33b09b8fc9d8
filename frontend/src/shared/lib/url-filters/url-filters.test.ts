import {
  changeCentre,
  TUITION_RANGES,
  changeFilters,
  changePage,
  clearFilters,
  filtersFromSearchParams,
  filtersToSearchArgs,
  filtersToSearchParams,
  hasActiveFilters,
  heroSearchQuery,
  selectedTuitionRange,
  toggleListValue,
  toggleTuitionRange,
  tuitionRangeValue,
} from './url-filters';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filtersFromSearchParams', () => {
  it('reads every filter, lists as repeated keys', () => {
    const filters = read(
      'location=Summerlin&grades=Pre-K&grades=High%20School%20(9-12)&schoolTypes=Montessori&schoolTypes=STEM%20Focus' +
        '&neighborhoods=Green%20Valley&tuitionMin=10000&tuitionMax=20000&zipCode=89135&page=3',
    );
    expect(filters).toEqual({
      location: 'Summerlin',
      grades: ['Pre-K', 'High School (9-12)'],
      schoolTypes: ['Montessori', 'STEM Focus'],
      neighborhoods: ['Green Valley'],
      tuitionMin: 10000,
      tuitionMax: 20000,
      zipCode: '89135',
      features: [],
      religiousAffiliation: [],
      near: '',
      lat: null,
      lng: null,
      radius: null,
      sort: null,
      page: 3,
      limit: 12,
    });
  });

  it('defaults to page 1, limit 12 and no filters', () => {
    expect(read('')).toEqual({
      location: '',
      grades: [],
      schoolTypes: [],
      neighborhoods: [],
      tuitionMin: null,
      tuitionMax: null,
      zipCode: '',
      features: [],
      religiousAffiliation: [],
      near: '',
      lat: null,
      lng: null,
      radius: null,
      sort: null,
      page: 1,
      limit: 12,
    });
  });

  it('parses tuition bounds as integers', () => {
    expect(read('tuitionMin=10000.75&tuitionMax=20000abc')).toMatchObject({ tuitionMin: 10000, tuitionMax: 20000 });
    expect(read('tuitionMin=abc&tuitionMax=')).toMatchObject({ tuitionMin: null, tuitionMax: null });
  });

  it('ignores a malformed or non-positive page', () => {
    expect(read('page=0').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=two').page).toBe(1);
  });

  it('drops empty and duplicate list values', () => {
    expect(read('schoolTypes=&schoolTypes=Montessori&schoolTypes=Montessori').schoolTypes).toEqual(['Montessori']);
  });
});

describe('the plain form’s tuition range (tuition=min-max)', () => {
  it('reads a preset range as both bounds, which are then written as the API’s', () => {
    const filters = read(`tuition=${tuitionRangeValue(TUITION_RANGES[1])}&sort=name`);
    expect(selectedTuitionRange(filters)).toBe(TUITION_RANGES[1]);
    expect(filtersToSearchParams(filters).toString()).toBe('tuitionMin=10000&tuitionMax=20000&sort=name');
  });

  it('gives way to explicit bounds and ignores anything else', () => {
    expect(read('tuition=0-10000&tuitionMin=20000')).toMatchObject({ tuitionMin: 20000, tuitionMax: null });
    expect(read('tuition=lots')).toMatchObject({ tuitionMin: null, tuitionMax: null });
    expect(read('tuition=')).toMatchObject({ tuitionMin: null, tuitionMax: null });
  });
});

describe('filtersToSearchParams', () => {
  it('round-trips', () => {
    const query =
      'location=Henderson&grades=Kindergarten&schoolTypes=Faith-Based&schoolTypes=College+Prep' +
      '&neighborhoods=Anthem&tuitionMin=0&tuitionMax=10000&zipCode=89052&page=2';
    expect(filtersToSearchParams(read(query)).toString()).toBe(query);
  });

  it('writes nothing for the defaults and leaves page 1 out', () => {
    expect(filtersToSearchParams(clearFilters()).toString()).toBe('');
  });
});

describe('changes', () => {
  it('any filter change resets the page to 1', () => {
    const onPage4 = read('location=Summerlin&page=4');
    expect(changeFilters(onPage4, { location: 'Henderson' }).page).toBe(1);
    expect(toggleListValue(onPage4, 'grades', 'Pre-K').page).toBe(1);
    expect(toggleTuitionRange(onPage4, TUITION_RANGES[0]).page).toBe(1);
  });

  it('page changes keep the filters', () => {
    const filters = changePage(read('schoolTypes=Montessori'), 3);
    expect(filters).toMatchObject({ page: 3, schoolTypes: ['Montessori'] });
  });

  it('toggles list values on and off', () => {
    const on = toggleListValue(read(''), 'schoolTypes', 'Montessori');
    expect(on.schoolTypes).toEqual(['Montessori']);
    expect(toggleListValue(on, 'schoolTypes', 'Montessori').schoolTypes).toEqual([]);
  });

  it('tuition is a single choice among the preset ranges', () => {
    const [under10, mid] = TUITION_RANGES;
    const first = toggleTuitionRange(read(''), under10);
    expect(first).toMatchObject({ tuitionMin: 0, tuitionMax: 10000 });
    expect(selectedTuitionRange(first)).toBe(under10);

    const switched = toggleTuitionRange(first, mid);
    expect(switched).toMatchObject({ tuitionMin: 10000, tuitionMax: 20000 });
    expect(selectedTuitionRange(switched)).toBe(mid);

    const cleared = toggleTuitionRange(switched, mid);
    expect(cleared).toMatchObject({ tuitionMin: null, tuitionMax: null });
    expect(selectedTuitionRange(cleared)).toBeNull();
  });

  it('a hand-typed range that matches no preset selects none', () => {
    expect(selectedTuitionRange(read('tuitionMin=5000&tuitionMax=7000'))).toBeNull();
  });
});

describe('hasActiveFilters and clearFilters', () => {
  it('is false only when no filter is set (page alone is not a filter)', () => {
    expect(hasActiveFilters(read('page=3'))).toBe(false);
    expect(hasActiveFilters(read('zipCode=89117'))).toBe(true);
    expect(hasActiveFilters(read('tuitionMin=0'))).toBe(true);
    expect(hasActiveFilters(read('neighborhoods=Anthem'))).toBe(true);
  });

  it('Clear All goes back to page 1, limit 12, nothing set', () => {
    expect(clearFilters()).toEqual(read(''));
  });
});

describe('heroSearchQuery', () => {
  it('sends location only when non-empty and omits grades for all', () => {
    expect(heroSearchQuery('', 'all')).toBe('');
    expect(heroSearchQuery('  Summerlin ', 'all')).toBe('location=Summerlin');
    expect(heroSearchQuery('', 'Kindergarten')).toBe('grades=Kindergarten');
    expect(heroSearchQuery('89052', 'High School (9-12)')).toBe('location=89052&grades=High+School+%289-12%29');
  });
});

describe('filtersToSearchArgs', () => {
  it('sends only the filters that are set', () => {
    expect(filtersToSearchArgs(read(''))).toEqual({ page: 1, limit: 12 });
    expect(filtersToSearchArgs(read('grades=Pre-K&tuitionMin=0&tuitionMax=10000&zipCode=89052&page=2'))).toEqual({
      page: 2,
      limit: 12,
      grades: ['Pre-K'],
      tuitionMin: 0,
      tuitionMax: 10000,
      zipCode: '89052',
    });
  });
});

describe('centre, radius, sort and the new filters', () => {
  it('reads and writes them, keeping only offered radii and sorts', () => {
    const filters = read('near=89117&radius=5&sort=distance&features=STEM&features=Arts&religiousAffiliation=Catholic');
    expect(filters).toMatchObject({
      near: '89117',
      radius: 5,
      sort: 'distance',
      features: ['STEM', 'Arts'],
      religiousAffiliation: ['Catholic'],
    });
    expect(filtersToSearchParams(filters).toString()).toBe(
      'features=STEM&features=Arts&religiousAffiliation=Catholic&near=89117&radius=5&sort=distance',
    );
    expect(read('radius=7&sort=random')).toMatchObject({ radius: null, sort: null });
    expect(read('lat=36.1&lng=')).toMatchObject({ lat: null, lng: null });
    expect(read('lat=36.1147&lng=-115.1728')).toMatchObject({ lat: 36.1147, lng: -115.1728 });
  });

  it('sends radius and the distance order only with a centre', () => {
    expect(filtersToSearchArgs(read('radius=5&sort=distance'))).toEqual({ page: 1, limit: 12 });
    expect(filtersToSearchArgs(read('lat=36.1&lng=-115.2&radius=5&sort=distance'))).toEqual({
      page: 1,
      limit: 12,
      lat: 36.1,
      lng: -115.2,
      radius: 5,
      sort: 'distance',
    });
    expect(filtersToSearchArgs(read('sort=name'))).toEqual({ page: 1, limit: 12, sort: 'name' });
  });

  it('a new centre replaces the other kind; no centre drops radius and the distance order', () => {
    const near = changeCentre(read('lat=36.1&lng=-115.2&radius=5&sort=distance&page=3'), { near: ' 89117 ' });
    expect(near).toMatchObject({ near: '89117', lat: null, lng: null, radius: 5, sort: 'distance', page: 1 });
    const gps = changeCentre(near, { lat: 36.114712, lng: -115.172834 });
    expect(gps).toMatchObject({ near: '', lat: 36.1147, lng: -115.1728 });
    expect(changeCentre(gps, null)).toMatchObject({ near: '', lat: null, lng: null, radius: null, sort: null });
    expect(changeCentre(read('near=89117&sort=name'), { near: '' })).toMatchObject({ near: '', sort: 'name' });
  });
});

describe('admissions filters in the URL (issue 20)', () => {
  it('reads, writes and sends the three filters', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('acceptsOpportunityScholarship=true&openingsGrade=k&deadlineNotPassed=true'),
    );
    expect(filters).toMatchObject({ acceptsOpportunityScholarship: true, openingsGrade: 'K', deadlineNotPassed: true });
    expect(filtersToSearchParams(filters).toString()).toBe(
      'acceptsOpportunityScholarship=true&openingsGrade=K&deadlineNotPassed=true',
    );
    expect(filtersToSearchArgs(filters)).toMatchObject({
      acceptsOpportunityScholarship: true,
      openingsGrade: 'K',
      deadlineNotPassed: true,
    });
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('drops unknown grades and non-true flags', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('openingsGrade=13&acceptsOpportunityScholarship=1'));
    expect(filters.openingsGrade).toBeUndefined();
    expect(filters.acceptsOpportunityScholarship).toBeUndefined();
  });
});

describe('ratings and tuition by grade (issues 39 and 40)', () => {
  it("reads, writes and sends 'Rated 4 and up', 'Tuition for {grade}' and 'Offers tuition assistance'", () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('minRating=4&tuitionGrade=3&tuitionMax=10000&tuitionAssistance=true&sort=rating'),
    );
    expect(filters).toMatchObject({
      minRating: 4,
      tuitionGrade: '3',
      tuitionMax: 10000,
      tuitionAssistance: true,
      sort: 'rating',
    });
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersToSearchArgs(filters)).toMatchObject({
      minRating: 4,
      tuitionGrade: '3',
      tuitionMax: 10000,
      tuitionAssistance: true,
      sort: 'rating',
    });
    expect(hasActiveFilters(filtersFromSearchParams(new URLSearchParams('minRating=4')))).toBe(true);
  });

  it('ignores values the directory does not offer', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('minRating=7&tuitionGrade=13&tuitionAssistance=1'));
    expect(filters.minRating).toBeUndefined();
    expect(filters.tuitionGrade).toBeUndefined();
    expect(filters.tuitionAssistance).toBeUndefined();
  });
});

describe("'Replies within a day' (issue 44)", () => {
  it('reads, writes and sends it; anything but true is no filter', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('repliesWithinADay=true&grades=K-5'));
    expect(filters.repliesWithinADay).toBe(true);
    expect(filtersToSearchParams(filters).get('repliesWithinADay')).toBe('true');
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
    expect(filtersToSearchArgs(filters)).toMatchObject({ repliesWithinADay: true });
    expect(hasActiveFilters(filtersFromSearchParams(new URLSearchParams('repliesWithinADay=true')))).toBe(true);
    for (const value of ['1', 'false', 'yes', '']) {
      const ignored = filtersFromSearchParams(new URLSearchParams(`repliesWithinADay=${value}`));
      expect(ignored.repliesWithinADay).toBeUndefined();
      expect(filtersToSearchArgs(ignored)).not.toHaveProperty('repliesWithinADay');
    }
  });
});
