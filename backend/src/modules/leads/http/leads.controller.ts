import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, Public } from '../../../shared/http';
import { PerEmailFormThrottle } from '../../identity/adapters';
import { SubmitLead } from '../application/submit-lead';
import { LeadReceivedResponse } from './dto/lead-received.response';
import { SubmitLeadRequest } from './dto/submit-lead.request';

@ApiTags('lead-requests')
@Public()
@Controller('schools')
export class LeadsController {
  constructor(private readonly submit: SubmitLead) {}

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
