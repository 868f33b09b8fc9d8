import { OmitType } from '@nestjs/swagger';
import { SCHOOL_ADMIN_FIELDS, SchoolProfileFields } from '../../../directory/adapters';

/**
 * The school dashboard's four-step profile form (spec 001 §5): the six basic
 * fields are required, lists arrive as arrays and social links nested. Only
 * owner-editable fields exist here (not the admin's hero image and
 * neighborhood; unknown fields answer 400); the server keeps only what differs
 * from the live record.
 */
export class SubmitProfileChangesRequest extends OmitType(SchoolProfileFields, SCHOOL_ADMIN_FIELDS) {}
