import { Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../../../shared/http';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ConfirmListing } from '../application/confirm-listing';
import { ListingConfirmationResponse } from './dto/listing-confirmation.response';

/**
 * The school dashboard's 'Is your listing still correct?' card. Confirming is the school's word, so only an
 * active owner of the school may (an admin may read it).
 */
@ApiTags('school-listing-confirmation')
@Roles('school_admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse, description: 'Not an owner of this school' })
@ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
@Controller('portal/schools/:schoolId/listing-confirmation')
export class SchoolListingConfirmationController {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly confirm: ConfirmListing,
  ) {}

  @Get()
  @ApiOkResponse({ type: ListingConfirmationResponse })
  async getSchoolListingConfirmation(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<ListingConfirmationResponse> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    return ListingConfirmationResponse.from(await this.confirm.state(schoolId));
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: ListingConfirmationResponse })
  async confirmSchoolListing(
    @CurrentUser() user: SessionUser,
    @Param('schoolId', ParseIntPipe) schoolId: number,
  ): Promise<ListingConfirmationResponse> {
    await this.ownership.assertOwns(user.id, schoolId);
    return ListingConfirmationResponse.from(await this.confirm.byOwner(user.id, schoolId));
  }
}
