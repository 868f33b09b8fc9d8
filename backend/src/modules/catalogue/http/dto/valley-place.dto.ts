import { ApiProperty } from '@nestjs/swagger';
import { IsNumber } from 'class-validator';
import { LAS_VEGAS_VALLEY } from '../../../directory';
import { PLACE_NAME_MAX_LENGTH, PLACE_NAME_MESSAGE, type ValleyPlace } from '../../domain/valley-place';
import { RequiredText } from '../../../directory/adapters';

/** A place families can search around by name (the gazetteer). */
export class ValleyPlaceResponse {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: 'Skye Canyon' })
  name!: string;

  @ApiProperty({ description: "The place's centre: latitude" })
  lat!: number;

  @ApiProperty({ description: "The place's centre: longitude" })
  lng!: number;

  static from(place: ValleyPlace): ValleyPlaceResponse {
    return { id: place.id, name: place.name, lat: Number(place.latitude), lng: Number(place.longitude) };
  }
}

export class ValleyPlaceListResponse {
  @ApiProperty({ type: [ValleyPlaceResponse], description: 'By name' })
  places!: ValleyPlaceResponse[];
}

/** The admin's new place: a name and its centre, inside the valley. */
export class AddValleyPlaceRequest {
  @RequiredText(PLACE_NAME_MESSAGE, PLACE_NAME_MAX_LENGTH, 'Place name')
  name!: string;

  @ApiProperty({ minimum: LAS_VEGAS_VALLEY.latitude.min, maximum: LAS_VEGAS_VALLEY.latitude.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Latitude must be a number' })
  latitude!: number;

  @ApiProperty({ minimum: LAS_VEGAS_VALLEY.longitude.min, maximum: LAS_VEGAS_VALLEY.longitude.max })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Longitude must be a number' })
  longitude!: number;
}
