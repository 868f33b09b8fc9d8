import { applyDecorators, ParseIntPipe, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';

const DESCRIPTION =
  "Which of the owner's schools (an owner of several switches between them); 403 unless they own it. Default: their oldest link";

/** Documents `?schoolId=` on a school dashboard route (pair with `@DashboardSchoolId()` on its parameter). */
export const ApiDashboardSchool = () =>
  applyDecorators(ApiQuery({ name: 'schoolId', required: false, type: Number, description: DESCRIPTION }));

/** `?schoolId=` as a number, or undefined; anything else answers 400. `SchoolOwnership.dashboardSchoolId` checks it. */
export const DashboardSchoolId = () => Query('schoolId', new ParseIntPipe({ optional: true }));
