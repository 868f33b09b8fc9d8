import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../../../../shared/http/validation';
import { SchoolFactsUpdate } from './school-facts-update.request';

/** The portal's 'Edit School Information' and the admin's Edit dialog send these partial updates. */
async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const dto = plainToInstance(SchoolFactsUpdate, body);
  return flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

describe('SchoolFactsUpdate: school type and map pin', () => {
  it('may leave the type and the pin out', async () => {
    expect(await errorsOf({ name: 'Desert Sage Academy' })).toEqual({});
  });

  it('accepts a type of the list and a pin in the valley; blank pins clear it', async () => {
    expect(await errorsOf({ schoolType: 'Arts Focus', latitude: 36.1, longitude: -115.2 })).toEqual({});
    expect(await errorsOf({ latitude: null, longitude: null })).toEqual({});
  });

  it('refuses a blank type and a type outside the list', async () => {
    expect(await errorsOf({ schoolType: '' })).toEqual({ schoolType: ['School type is required'] });
    expect(await errorsOf({ schoolType: null })).toEqual({ schoolType: ['School type is required'] });
    expect((await errorsOf({ schoolType: 'Christian' })).schoolType).toEqual([
      expect.stringMatching(/^School type must be one of: Faith-Based, Montessori, .*, Arts Focus$/),
    ]);
  });

  it('refuses a pin outside the Las Vegas valley', async () => {
    // A swapped sign: the longitude's absolute value.
    expect(await errorsOf({ latitude: 36.1, longitude: 115.2 })).toEqual({
      longitude: ['Longitude must be within the Las Vegas valley (-115.45 to -114.85)'],
    });
    expect(await errorsOf({ latitude: 0, longitude: 0 })).toEqual({
      latitude: ['Latitude must be within the Las Vegas valley (35.85 to 36.45)'],
      longitude: ['Longitude must be within the Las Vegas valley (-115.45 to -114.85)'],
    });
  });
});
