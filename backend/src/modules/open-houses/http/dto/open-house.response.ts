import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  OPEN_HOUSE_FORMATS,
  OPEN_HOUSE_STATUSES,
  type OpenHouseFormat,
  type OpenHouseStatus,
} from '../../domain/open-house';
import { gradeSpanLabel } from '../../domain/open-house-grades';
import { OPEN_HOUSE_TIME_ZONE, toWallTime } from '../../domain/open-house-time';
import { RSVP_STATUSES, type RsvpStatus } from '../../domain/rsvp';
import type { AttendeeRow, OwnerOpenHouseRow, PublicOpenHouseRow } from '../../application/ports/open-house-reads';

export class OpenHouseSchoolResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() slug: string;
  @ApiProperty({ type: String, nullable: true }) neighborhoodName: string | null;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty({
    description:
      'Someone at the school receives RSVPs (an active owner or the school e-mail); false: the school has not claimed its listing and RSVPs are refused (409)',
  })
  takesRsvps: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'For families to call when RSVPs are not taken' })
  phone: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
}

/** An open house as families see it. Times are instants (ISO, UTC); the page shows them in the visitor's zone. */
export class OpenHouseResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty({ example: '2026-12-12T10:00', description: `Start as wall time in ${OPEN_HOUSE_TIME_ZONE}` })
  startsAtLocal: string;
  @ApiProperty({ example: OPEN_HOUSE_TIME_ZONE }) timeZone: string;
  @ApiProperty() durationMinutes: number;
  @ApiProperty({ enum: OPEN_HOUSE_FORMATS, enumName: 'OpenHouseFormat' }) format: OpenHouseFormat;
  @ApiProperty({ type: String, nullable: true, description: 'In person: the campus address' })
  address: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Virtual: the https meeting link (owners only; families get it by mail after they RSVP)',
  })
  virtualUrl: string | null;
  @ApiProperty() capacity: number;
  @ApiProperty() seatsLeft: number;
  @ApiProperty() gradeMin: number;
  @ApiProperty() gradeMax: number;
  @ApiProperty({ example: 'Kindergarten - 5th' }) grades: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: OPEN_HOUSE_STATUSES, enumName: 'OpenHouseStatus' }) status: OpenHouseStatus;
  @ApiProperty({ type: OpenHouseSchoolResponse }) school: OpenHouseSchoolResponse;

  static from(row: PublicOpenHouseRow, withLink = false): OpenHouseResponse {
    return {
      id: row.id,
      title: row.title,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      startsAtLocal: toWallTime(row.startsAt),
      timeZone: OPEN_HOUSE_TIME_ZONE,
      durationMinutes: row.durationMinutes,
      format: row.format,
      address: row.address,
      virtualUrl: withLink ? row.virtualUrl : null,
      capacity: row.capacity,
      seatsLeft: row.seatsLeft,
      gradeMin: row.gradeMin,
      gradeMax: row.gradeMax,
      grades: gradeSpanLabel(row.gradeMin, row.gradeMax),
      description: row.description,
      status: row.status,
      school: { ...row.school },
    };
  }
}

export class OpenHouseListResponse {
  @ApiProperty({ type: [OpenHouseResponse] }) openHouses: OpenHouseResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

/** The owner's view: the public fields plus what they entered and the counts. */
export class OwnerOpenHouseResponse extends OpenHouseResponse {
  @ApiProperty({ type: String, nullable: true, description: 'What the owner entered as the place on campus' })
  location: string | null;
  @ApiProperty({ description: 'Seats taken by confirmed RSVPs' }) confirmedCount: number;
  @ApiProperty({ description: 'RSVPs on the waitlist' }) waitlistCount: number;
  @ApiProperty({ description: 'RSVPs checked in' }) checkedInCount: number;

  static fromOwner(row: OwnerOpenHouseRow): OwnerOpenHouseResponse {
    return {
      ...OpenHouseResponse.from(row, true),
      location: row.location,
      confirmedCount: row.confirmedCount,
      waitlistCount: row.waitlistCount,
      checkedInCount: row.checkedInCount,
    };
  }
}

export class AttendeeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Empty once erased (retention)' }) name: string;
  @ApiProperty({ description: 'Empty once erased (retention)' }) email: string;
  @ApiProperty() partySize: number;
  @ApiProperty() childGrade: string;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) status: RsvpStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) checkedInAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() erased: boolean;

  static from(row: AttendeeRow): AttendeeResponse {
    return {
      ...row,
      checkedInAt: row.checkedInAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }
}

/** The answer to an RSVP: confirmed (seats saved) or waitlisted. */
export class RsvpResultResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) status: RsvpStatus;
  @ApiProperty() partySize: number;
}

/** What the cancel page shows about the RSVP its link names (no e-mail address). */
export class RsvpByTokenResponse {
  @ApiProperty({ enum: RSVP_STATUSES, enumName: 'RsvpStatus' }) status: RsvpStatus;
  @ApiProperty() firstName: string;
  @ApiProperty() partySize: number;
  @ApiProperty() openHouseId: string;
  @ApiProperty() title: string;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ enum: OPEN_HOUSE_STATUSES, enumName: 'OpenHouseStatus' }) openHouseStatus: OpenHouseStatus;
  @ApiPropertyOptional() schoolName?: string;
}
