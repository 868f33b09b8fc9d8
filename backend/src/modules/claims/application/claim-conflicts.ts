import { Injectable } from '@nestjs/common';
import { SchoolLookup } from '../../directory';
import { SchoolOwnership, type SchoolOwnerContact } from '../../identity';

export interface ConflictingOwner {
  name: string;
  email: string;
}

/** A claim for a school someone already owns (docs/product.md "Claims"): the admin sees who. */
export interface ClaimConflict {
  schoolId: number;
  schoolName: string;
  owners: ConflictingOwner[];
}

/** 'Olivia Owens', or the e-mail for an account without a name. */
export function ownerName(owner: Pick<SchoolOwnerContact, 'firstName' | 'lastName' | 'email'>): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email;
}

/**
 * Who already owns the school a claim is for: the school the admin picked
 * (or the claim was approved into), else the school the claim names. The
 * claimant is never their own conflict (a renewal or a second claim by the
 * same person). Only admins see this; the public claim form never says.
 */
@Injectable()
export class ClaimConflicts {
  constructor(
    private readonly schools: SchoolLookup,
    private readonly ownership: SchoolOwnership,
  ) {}

  /** The owners of `schoolId` other than the claimant, or null when there are none. */
  async forSchool(schoolId: number, claimantEmail: string): Promise<ClaimConflict | null> {
    const school = await this.schools.byId(schoolId);
    if (!school) return null;
    const owners = (await this.ownership.activeOwners(schoolId)).filter(
      (owner) => owner.email !== claimantEmail.trim().toLowerCase(),
    );
    if (!owners.length) return null;
    return {
      schoolId,
      schoolName: school.name,
      owners: owners.map((owner) => ({ name: ownerName(owner), email: owner.email })),
    };
  }

  /** For a claim not yet tied to a school: the first school of that name that has other owners. */
  async forSchoolName(schoolName: string, claimantEmail: string): Promise<ClaimConflict | null> {
    for (const school of await this.schools.byName(schoolName)) {
      const conflict = await this.forSchool(school.id, claimantEmail);
      if (conflict) return conflict;
    }
    return null;
  }
}
