import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ManageScholarshipRules } from '../application/manage-scholarship-rules';
import { ScholarshipRulesRequest, ScholarshipRulesResponse } from './dto/scholarship-rules.dto';

/** The admin area's Opportunity Scholarship rules: one row per school year, checked against the program's page. */
@ApiTags('costs')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/opportunity-scholarship-rules')
export class AdminScholarshipRulesController {
  constructor(private readonly manage: ManageScholarshipRules) {}

  @Get()
  @ApiOkResponse({ type: [ScholarshipRulesResponse] })
  async listScholarshipRules(): Promise<ScholarshipRulesResponse[]> {
    return (await this.manage.list()).map(ScholarshipRulesResponse.of);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: ScholarshipRulesResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'The school year already has rules' })
  async createScholarshipRules(
    @CurrentUser() user: SessionUser,
    @Body() body: ScholarshipRulesRequest,
  ): Promise<ScholarshipRulesResponse> {
    return ScholarshipRulesResponse.of(await this.manage.create(user, body.toInput()));
  }

  @Put(':id')
  @ApiOkResponse({ type: ScholarshipRulesResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiNotFoundResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'Another row has that school year' })
  async updateScholarshipRules(
    @CurrentUser() user: SessionUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() body: ScholarshipRulesRequest,
  ): Promise<ScholarshipRulesResponse> {
    return ScholarshipRulesResponse.of(await this.manage.update(user, id, body.toInput()));
  }
}
