import { neighborhoodEditorSchema, toNeighborhoodEditorValues, toNeighborhoodRequest } from './neighborhood-editor';

describe('neighborhood editor model', () => {
  const blank = { ...toNeighborhoodEditorValues(null), name: 'Test Heights' };

  it('sends every field: numbers as numbers, blanks as null, lists as arrays', () => {
    const body = toNeighborhoodRequest({
      ...blank,
      walkabilityScore: '55',
      diversityIndex: '0.5',
      crimeRating: 'A-',
      nearbyAmenities: 'Park, Library,',
    });
    expect(body).toMatchObject({
      name: 'Test Heights',
      city: 'Las Vegas',
      walkabilityScore: 55,
      diversityIndex: 0.5,
      crimeRating: 'A-',
      nearbyAmenities: ['Park', 'Library'],
      population: null,
      description: null,
    });
  });

  it('checks the ranges with the server texts', () => {
    const result = neighborhoodEditorSchema.safeParse({
      ...blank,
      walkabilityScore: '101',
      kidsUnder18Percentage: '12.345',
      diversityIndex: '2',
      averageTuitionMin: '9',
      averageTuitionMax: '1',
    });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Walkability score must be between 0 and 100',
        'Kids under 18 must be a number with at most 2 decimal places',
        'Diversity index must be between 0 and 1',
      ]),
    );
  });
});
