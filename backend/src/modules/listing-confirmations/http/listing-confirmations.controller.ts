import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorResponse, Public } from '../../../shared/http';
import { PublicFormThrottle } from '../../identity/adapters';
import { ConfirmListing } from '../application/confirm-listing';
import { ListingTokenRequest } from './dto/listing-confirmation.request';
import { ListingConfirmationResponse } from './dto/listing-confirmation.response';

const BAD_LINK = { type: ErrorResponse, description: 'The link (token) is malformed, forged or expired' };
const GONE_OWNER = { type: ErrorResponse, description: 'The link’s owner no longer manages the school' };

/**
 * The reminder's link, without signing in (issue 44). Reading it (GET) confirms nothing, since mail scanners open
 * links; the page's 'Everything is still correct' POSTs.
 */
@ApiTags('listing-confirmations')
@Public()
@Controller('listing-confirmations')
export class ListingConfirmationsController {
  constructor(private readonly confirm: ConfirmListing) {}

  @Get()
  @ApiOkResponse({ type: ListingConfirmationResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiForbiddenResponse(GONE_OWNER)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async readListingLink(@Query() query: ListingTokenRequest): Promise<ListingConfirmationResponse> {
    return ListingConfirmationResponse.from(await this.confirm.readLink(query.token));
  }

  /** 'Everything is still correct': the school page then shows this date. */
  @Post()
  @HttpCode(200)
  @PublicFormThrottle()
  @ApiOkResponse({ type: ListingConfirmationResponse })
  @ApiBadRequestResponse(BAD_LINK)
  @ApiForbiddenResponse(GONE_OWNER)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'School not found' })
  async confirmListingByLink(@Body() body: ListingTokenRequest): Promise<ListingConfirmationResponse> {
    return ListingConfirmationResponse.from(await this.confirm.byLink(body.token));
  }
}
