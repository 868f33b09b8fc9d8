import { SchoolFactsUpdate } from './school-facts-update.request';

/**
 * The admin's school Edit form: the listing's facts. Status has its own switch;
 * premium and subscription state follow billing and are never set by hand here.
 */
export class AdminUpdateSchoolRequest extends SchoolFactsUpdate {}
