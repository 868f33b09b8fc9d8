import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { SchoolOwnership } from '../../identity';
import { ListingConfirmation, type ConfirmationChannel } from '../domain/listing-confirmation';
import { ListingLinkOwnerGoneError, ListingSchoolNotFoundError } from '../domain/listing-confirmations.errors';
import { ListingLinks } from './listing-links';
import { Clock } from './ports/clock';
import { ListingConfirmationRepository } from './ports/listing-confirmation.repository';

/** What the confirm page and the dashboard card show. */
export interface ListingConfirmationState {
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  lastConfirmedAt: Date | null;
  lastConfirmedVia: ConfirmationChannel | null;
}

/**
 * 'Everything is still correct': an owner confirms the school's listing, from the reminder's link (a POST: opening
 * the link confirms nothing, mail scanners open links too) or from the school dashboard (the route checked
 * ownership). The link's owner must still own the school.
 */
@Injectable()
export class ConfirmListing {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: ListingConfirmationRepository,
    private readonly schools: SchoolLookup,
    private readonly ownership: SchoolOwnership,
    private readonly links: ListingLinks,
    private readonly clock: Clock,
  ) {}

  /** The confirm page's school, confirming nothing (400 for a bad or expired link). */
  async readLink(token: string): Promise<ListingConfirmationState> {
    const link = this.links.read(token, this.clock.now());
    await this.assertStillOwner(link.userId, link.schoolId);
    return this.state(link.schoolId);
  }

  async byLink(token: string): Promise<ListingConfirmationState> {
    const link = this.links.read(token, this.clock.now());
    await this.assertStillOwner(link.userId, link.schoolId);
    return this.confirm(link.schoolId, link.userId, 'reminder');
  }

  /** From the dashboard: the caller checked that `userId` owns the school. */
  byOwner(userId: string, schoolId: number): Promise<ListingConfirmationState> {
    return this.confirm(schoolId, userId, 'dashboard');
  }

  async state(schoolId: number): Promise<ListingConfirmationState> {
    const school = await this.schools.byId(schoolId);
    if (!school || school.archivedAt) throw new ListingSchoolNotFoundError();
    const latest = (await this.repository.latestFor([schoolId])).get(schoolId) ?? null;
    return {
      schoolId,
      schoolName: school.name,
      schoolSlug: school.slug,
      lastConfirmedAt: latest?.confirmedAt ?? null,
      lastConfirmedVia: latest?.via ?? null,
    };
  }

  private async confirm(schoolId: number, userId: string, via: ConfirmationChannel): Promise<ListingConfirmationState> {
    const school = await this.schools.byId(schoolId);
    if (!school || school.archivedAt) throw new ListingSchoolNotFoundError();
    await this.unitOfWork.transaction(() =>
      this.repository.addConfirmation(ListingConfirmation.record({ schoolId, userId, via, now: this.clock.now() })),
    );
    return this.state(schoolId);
  }

  private async assertStillOwner(userId: string, schoolId: number): Promise<void> {
    if (!(await this.ownership.owns(userId, schoolId))) throw new ListingLinkOwnerGoneError();
  }
}
