import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Field path → its failed messages, e.g. `{ "socialLinks.facebook": ["…"] }`. */
export type FieldErrors = Record<string, string[]>;

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) result[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(result, flattenValidationErrors(error.children, path));
  }
  return result;
}

/** A 400 whose body lists each failing field's message. */
export class ValidationFailedException extends BadRequestException {
  constructor(readonly fieldErrors: FieldErrors) {
    const messages = [...new Set(Object.values(fieldErrors).flat())];
    super(messages.join('; ') || 'Invalid request');
  }
}

/**
 * The global pipe: unknown fields are refused (so nobody can write a field the
 * action does not expose), and payloads are transformed into the DTO classes.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
