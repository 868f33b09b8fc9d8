import { Matches } from 'class-validator';
import { PHONE_MESSAGE, phonePattern } from '../phone';

/** A request's phone field follows the one phone rule (shared/phone), with its message. */
export const PhoneNumber = (minDigits = 0) => Matches(phonePattern(minDigits), { message: PHONE_MESSAGE });
