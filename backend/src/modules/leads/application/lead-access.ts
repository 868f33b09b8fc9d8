import { Injectable } from '@nestjs/common';
import { SchoolOwnership, type SessionUser } from '../../identity';
import type { LeadActor } from '../domain/lead-activity';

/**
 * Who may work a school's leads: an active owner of the school or an admin
 * (identity's `assertOwnerOrAdmin`). Every inbox call goes through here.
 */
@Injectable()
export class LeadAccess {
  constructor(private readonly ownership: SchoolOwnership) {}

  assertCanManage(user: SessionUser, schoolId: number): Promise<void> {
    return this.ownership.assertOwnerOrAdmin(user, schoolId);
  }
}

/** How a user appears in a lead's history. */
export function leadActorOf(user: SessionUser): LeadActor {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  return { userId: user.id, name: name || user.email };
}
