import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../../../../shared/http/validation';
import { NewSchoolFromClaimRequest } from './admin-claims.request';

async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const dto = plainToInstance(NewSchoolFromClaimRequest, body);
  return flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

const valid = { address: '1 Main St', city: 'Las Vegas', zipCode: '89101', grades: 'K-12', schoolType: 'College Prep' };

describe('NewSchoolFromClaimRequest: school type', () => {
  it('accepts a type of the list', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it('asks for a type, and refuses one outside the list', async () => {
    expect(await errorsOf({ ...valid, schoolType: ' ' })).toEqual({ schoolType: ['School type is required'] });
    expect((await errorsOf({ ...valid, schoolType: 'Prep School' })).schoolType).toEqual([
      expect.stringMatching(/^School type must be one of: Faith-Based, .*, College Prep, .*, Arts Focus$/),
    ]);
  });
});
