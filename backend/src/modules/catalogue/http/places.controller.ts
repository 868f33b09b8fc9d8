import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponse, Public, PublicCache } from '../../../shared/http';
import { type SessionUser } from '../../identity';
import { CurrentUser, Roles } from '../../identity/adapters';
import { ValleyPlaces } from '../application/ports/valley-places';
import { AddValleyPlace, RemoveValleyPlace } from '../application/valley-place-admin';
import { AddValleyPlaceRequest, ValleyPlaceListResponse, ValleyPlaceResponse } from './dto/valley-place.dto';

/**
 * The places a family can search around by name (`near`, or a place typed into a location box):
 * the search boxes suggest them while typing and the directory lists them when a place is not
 * found. Any valley ZIP code works as well (the Census table, not listed here).
 */
@ApiTags('schools')
@Public()
@Controller('places')
export class PlacesController {
  constructor(private readonly places: ValleyPlaces) {}

  @Get()
  @PublicCache(300)
  @ApiOkResponse({ type: ValleyPlaceListResponse })
  async listPlaces(): Promise<ValleyPlaceListResponse> {
    return { places: (await this.places.all()).map((place) => ValleyPlaceResponse.from(place)) };
  }
}

/** The admin's gazetteer edits (Data tab): a place added with its centre, or removed. */
@ApiTags('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponse })
@ApiForbiddenResponse({ type: ErrorResponse })
@Controller('admin/places')
export class AdminPlacesController {
  constructor(
    private readonly places: ValleyPlaces,
    private readonly addPlace: AddValleyPlace,
    private readonly removePlace: RemoveValleyPlace,
  ) {}

  /**
   * The same list as GET /api/places, never cached: the public list may be kept by the browser for five
   * minutes (PublicCache), and the admin must see a place they just added or removed, after a reload too.
   */
  @Get()
  @ApiOkResponse({ type: ValleyPlaceListResponse })
  async listValleyPlacesAsAdmin(): Promise<ValleyPlaceListResponse> {
    return { places: (await this.places.all()).map((place) => ValleyPlaceResponse.from(place)) };
  }

  @Post()
  @ApiCreatedResponse({ type: ValleyPlaceResponse })
  @ApiBadRequestResponse({ type: ErrorResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'A place with this name is already known' })
  async addValleyPlace(
    @CurrentUser() admin: SessionUser,
    @Body() body: AddValleyPlaceRequest,
  ): Promise<ValleyPlaceResponse> {
    const place = await this.addPlace.execute({ adminId: admin.id, ...body });
    return ValleyPlaceResponse.from(place);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponse })
  async removeValleyPlace(@CurrentUser() admin: SessionUser, @Param('id', ParseIntPipe) id: number): Promise<void> {
    await this.removePlace.execute({ adminId: admin.id, placeId: id });
  }
}
