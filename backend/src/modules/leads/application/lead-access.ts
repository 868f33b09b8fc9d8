import { Injectable } from '@nestjs/common';
import { SchoolOwnership, isAdminRole, type SessionUser } from '../../identity';
import type { LeadActor } from '../domain/lead-activity';

/**
 * Who may work a school's leads: an active owner of the school (identity's
 * ownership rule) or an admin. Every inbox call goes through here.
 */
@Injectable()
export class LeadAccess {
  constructor(private readonly ownership: SchoolOwnership) {}

  async assertCanManage(user: SessionUser, schoolId: number): Promise<void> {
    if (isAdminRole(user.role)) return;
    await this.ownership.assertOwns(user.id, schoolId);
  }
}

/** How a user appears in a lead's history. */
export function leadActorOf(user: SessionUser): LeadActor {
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ');
  return { userId: user.id, name: name || user.email };
}
