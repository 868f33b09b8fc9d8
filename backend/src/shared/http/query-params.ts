import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Transforms for query-string DTOs. Express hands over a string, an array (a
 * repeated key) or nothing; these normalise that before class-validator runs,
 * and leave anything malformed as is so the validator's message names the
 * parameter (never NaN silently, never a 500).
 */

/** Control characters (NUL among them) are refused by PostgreSQL text; they never mean anything in a search. */
function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/** '12' → 12; anything else (e.g. 'abc', '1e3', '1.5', an array) stays as given and fails @IsInt. */
export const QueryInt = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value,
  );

/** 'true'/'1' → true, 'false'/'0' → false; anything else stays and fails @IsBoolean. */
export const QueryBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  });

/** A single text value, control characters replaced; arrays (a repeated key) stay and fail @IsString. */
export const QueryText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? stripControl(value).trim() : value));

/** `?k=a&k=b` and `?k=a` both become a list; empty entries are dropped. */
export const QueryList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list
      .map((item) => (typeof item === 'string' ? stripControl(item).trim() : item))
      .filter((item) => item !== '');
  });

/**
 * One check (and so one message) for "a whole number from min to max", where
 * IsInt + Min + Max would list the same complaint three times.
 */
export const IntBetween = (min: number, max: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'intBetween',
      constraints: [min, max],
      validator: { validate: (value) => Number.isInteger(value) && value >= min && value <= max },
    },
    options,
  );
