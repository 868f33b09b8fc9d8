export { PHONE_MESSAGE, isPhoneNumber, phonePattern } from './phone-number';
