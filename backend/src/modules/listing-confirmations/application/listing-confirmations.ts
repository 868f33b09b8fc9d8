import { Injectable } from '@nestjs/common';
import type { ConfirmationChannel } from '../domain/listing-confirmation';
import { ListingConfirmationRepository } from './ports/listing-confirmation.repository';

export interface LatestConfirmation {
  confirmedAt: Date;
  via: ConfirmationChannel;
}

/**
 * The read port other modules use (exported through index.ts): when a school's owner last said its listing is
 * correct, for the school page's 'From the school, {date}'.
 */
@Injectable()
export class ListingConfirmations {
  constructor(private readonly repository: ListingConfirmationRepository) {}

  async latestFor(schoolId: number): Promise<LatestConfirmation | null> {
    return (await this.latestForMany([schoolId])).get(schoolId) ?? null;
  }

  /** The schools that have a confirmation, each with its latest. */
  async latestForMany(schoolIds: number[]): Promise<Map<number, LatestConfirmation>> {
    const found = await this.repository.latestFor([...new Set(schoolIds)]);
    return new Map([...found].map(([id, c]) => [id, { confirmedAt: c.confirmedAt, via: c.via }]));
  }
}
