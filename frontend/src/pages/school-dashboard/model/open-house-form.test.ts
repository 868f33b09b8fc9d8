import { EMPTY_OPEN_HOUSE, newOpenHouseValues } from './open-house-form';

describe('newOpenHouseValues', () => {
  it('defaults the grades to the span the school teaches', () => {
    expect(newOpenHouseValues({ gradeMin: 9, gradeMax: 12 })).toEqual({
      ...EMPTY_OPEN_HOUSE,
      gradeMin: '9',
      gradeMax: '12',
    });
    expect(newOpenHouseValues({ gradeMin: -1, gradeMax: 8 })).toMatchObject({ gradeMin: '-1', gradeMax: '8' });
  });

  it('offers every grade when the school’s grades name none', () => {
    expect(newOpenHouseValues({ gradeMin: null, gradeMax: null })).toMatchObject({ gradeMin: '-1', gradeMax: '12' });
  });
});
