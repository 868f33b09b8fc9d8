import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponse, Public } from '../../../shared/http';
import { PerEmailFormThrottle } from '../../identity/adapters';
import { SubmitCorrection } from '../application/submit-correction';
import { CorrectionSchoolNotFoundError } from '../domain/corrections.errors';
import { SuggestCorrectionRequest } from './dto/correction.request';
import { CorrectionReceivedResponse } from './dto/correction.response';

const schoolId = new ParseIntPipe({ exceptionFactory: () => new CorrectionSchoolNotFoundError() });

/** The school page's 'Suggest a correction' (issue 44): no account, the public forms' limits. */
@ApiTags('corrections')
@Public()
@Controller('schools')
export class CorrectionsController {
  constructor(private readonly submit: SubmitCorrection) {}

  /**
   * Stores the suggestion for the school's owners and the admin queue (nothing on the listing changes until a
   * person accepts it). Robots get the same answer and nothing is stored. Limited per client address and per
   * e-mail address (429).
   */
  @Post(':schoolId/corrections')
  @HttpCode(201)
  @PerEmailFormThrottle()
  @ApiCreatedResponse({ type: CorrectionReceivedResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Each failing field with its message' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async suggestSchoolCorrection(
    @Param('schoolId', schoolId) id: number,
    @Body() body: SuggestCorrectionRequest,
  ): Promise<CorrectionReceivedResponse> {
    await this.submit.execute(id, body);
    return { received: true };
  }
}
