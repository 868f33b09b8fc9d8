import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, Public } from '../../../shared/http';
import { PerEmailFormThrottle } from '../../identity/adapters';
import { ResponseTimes } from '../application/ports/response-times';
import { SubmitLead } from '../application/submit-lead';
import { summariseResponseTime } from '../domain/response-time';
import { SchoolResponseTimeResponse } from './dto/lead-reply.dto';
import { LeadReceivedResponse } from './dto/lead-received.response';
import { SubmitLeadRequest } from './dto/submit-lead.request';

@ApiTags('lead-requests')
@Public()
@Controller('schools')
export class LeadsController {
  constructor(
    private readonly submit: SubmitLead,
    private readonly responseTimes: ResponseTimes,
  ) {}

  /**
   * The school page's 'Usually replies within …' line (issue 44): for a claimed school with at least 5
   * requests in the last 90 days, the median business time to the first reply sent from the inbox and the
   * share answered; `shown: false` and no figures otherwise. One stored row per school (lead_response_time).
   */
  @Get('response-time/:schoolId')
  @ApiOkResponse({ type: SchoolResponseTimeResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'schoolId must be a whole number' })
  async getPublicSchoolResponseTime(
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<SchoolResponseTimeResponse> {
    return SchoolResponseTimeResponse.from(summariseResponseTime(await this.responseTimes.figuresOf(schoolId)));
  }

  /**
   * A family's 'Request Information' / 'Schedule a Tour' form. 201 once the
   * request is stored (mails follow from the worker); spam and repeats of the
   * same idempotency key get the same answer. Limited per client address and
   * per e-mail address (429).
   */
  @Post(':slug/leads')
  @HttpCode(201)
  @PerEmailFormThrottle()
  @ApiCreatedResponse({ type: LeadReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The school has no active premium listing' })
  async submitLead(@Param('slug') slug: string, @Body() body: SubmitLeadRequest): Promise<LeadReceivedResponse> {
    await this.submit.execute(slug, body);
    return { received: true };
  }
}
