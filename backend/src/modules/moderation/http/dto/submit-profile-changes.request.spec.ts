import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../../../../shared/http/validation';
import { SubmitProfileChangesRequest } from './submit-profile-changes.request';

async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const dto = plainToInstance(SubmitProfileChangesRequest, body);
  return flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

const TYPE_LIST =
  'School type must be one of: Faith-Based, Montessori, College Prep, Classical, Language Immersion, ' +
  'Special Needs, All Boys, All Girls, Boarding, Inquiry-Based, STEM Focus, Arts Focus';

const valid = {
  name: 'Desert Sage Academy',
  schoolType: 'Montessori',
  grades: 'K-8',
  address: '1 Main St',
  city: 'Las Vegas',
  zipCode: '89101',
  latitude: 36.17,
  longitude: -115.14,
};

describe('SubmitProfileChangesRequest: school type and map pin', () => {
  it('accepts a type of the list and a pin in the valley, or no pin at all', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, latitude: null, longitude: '' })).toEqual({});
    expect(await errorsOf({ ...valid, schoolType: '  STEM Focus ' })).toEqual({});
  });

  it('refuses a type outside the list, naming the list', async () => {
    expect(await errorsOf({ ...valid, schoolType: 'Montesori' })).toEqual({ schoolType: [TYPE_LIST] });
    expect(await errorsOf({ ...valid, schoolType: 'montessori' })).toEqual({ schoolType: [TYPE_LIST] });
  });

  it('asks for a type when none is given', async () => {
    expect(await errorsOf({ ...valid, schoolType: '' })).toEqual({ schoolType: ['School type is required'] });
    expect(await errorsOf({ ...valid, schoolType: undefined })).toEqual({ schoolType: ['School type is required'] });
  });

  it('refuses a pin outside the Las Vegas valley, one message per coordinate', async () => {
    expect(await errorsOf({ ...valid, latitude: 40.71, longitude: 115.14 })).toEqual({
      latitude: ['Latitude must be within the Las Vegas valley (35.85 to 36.45)'],
      longitude: ['Longitude must be within the Las Vegas valley (-115.45 to -114.85)'],
    });
    expect(await errorsOf({ ...valid, latitude: 35.84, longitude: -114.84 })).toEqual({
      latitude: ['Latitude must be within the Las Vegas valley (35.85 to 36.45)'],
      longitude: ['Longitude must be within the Las Vegas valley (-115.45 to -114.85)'],
    });
  });

  it('accepts the edges of the valley box', async () => {
    expect(await errorsOf({ ...valid, latitude: 35.85, longitude: -115.45 })).toEqual({});
    expect(await errorsOf({ ...valid, latitude: 36.45, longitude: -114.85 })).toEqual({});
  });

  it('says a coordinate must be a number when it is text', async () => {
    expect(await errorsOf({ ...valid, latitude: 'north', longitude: Number.NaN })).toEqual({
      latitude: ['Latitude must be a number'],
      longitude: ['Longitude must be a number'],
    });
  });
});
