import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '../../../../shared/http/validation';
import { SubmitContactMessageRequest } from './submit-contact-message.request';

async function errorsOf(body: Record<string, unknown>): Promise<Record<string, string[]>> {
  const dto = plainToInstance(SubmitContactMessageRequest, body);
  return flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

const valid = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '(702) 555-0100',
  subject: 'feedback',
  message: 'Your site helped us a lot, thank you!',
};

describe('SubmitContactMessageRequest', () => {
  it('accepts a valid message, with or without a phone', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(await errorsOf({ ...valid, phone: undefined })).toEqual({});
    expect(await errorsOf({ ...valid, phone: null })).toEqual({});
  });

  it('uses the product’s messages', async () => {
    expect(await errorsOf({ firstName: '', lastName: '   ', email: 'x@', subject: '', message: 'short' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: ['Please provide a detailed message (at least 10 characters)'],
    });
  });

  it('accepts each of the seven subjects and nothing else', async () => {
    for (const subject of [
      'general',
      'school-search',
      'claim-school',
      'technical',
      'subscription',
      'partnership',
      'feedback',
    ])
      expect(await errorsOf({ ...valid, subject })).toEqual({});
    expect(await errorsOf({ ...valid, subject: 'General Inquiry' })).toEqual({ subject: ['Please select a subject'] });
  });

  it('refuses CR/LF in names and e-mail, and text beyond the limits', async () => {
    expect(
      await errorsOf({
        ...valid,
        firstName: 'Eve\rBcc',
        lastName: 'L'.repeat(51),
        email: 'maria@example.com\nBcc: x@example.com',
        phone: '702\n555',
        message: 'm'.repeat(5001),
      }),
    ).toEqual({
      firstName: ['First name must not contain line breaks'],
      lastName: ['Last name must be at most 50 characters'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
      message: ['Message must be at most 5000 characters'],
    });
  });

  it('trims surrounding spaces', async () => {
    const dto = plainToInstance(SubmitContactMessageRequest, { ...valid, firstName: '  Maria  ' });
    expect(dto.firstName).toBe('Maria');
  });
});

describe('an empty contact form', () => {
  it('gets exactly one message per field: the required text, not the length or line-break checks', async () => {
    const dto = plainToInstance(SubmitContactMessageRequest, {});
    expect(flattenValidationErrors(await validate(dto))).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: ['Please provide a detailed message (at least 10 characters)'],
    });
  });
});
