import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

/** Field path → its failed messages, e.g. `{ "socialLinks.facebook": ["…"] }`. */
export type FieldErrors = Record<string, string[]>;

/** Checks of a value's type: when one fails, the field's other checks (length, pattern) only add noise. */
const TYPE_CHECKS = ['isString', 'isInt', 'isNumber', 'isBoolean', 'isArray', 'isObject'];

/**
 * A field's messages, each once. A missing or wrongly typed value gets only its
 * type message ("First name is required"), not also "must be at most 50
 * characters" from checks that cannot apply to it.
 */
function fieldMessages(constraints: Record<string, string>): string[] {
  const typeCheck = TYPE_CHECKS.find((name) => name in constraints);
  return typeCheck ? [constraints[typeCheck]] : [...new Set(Object.values(constraints))];
}

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) result[path] = fieldMessages(error.constraints);
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
