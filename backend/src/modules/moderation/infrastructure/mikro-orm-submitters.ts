import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Submitters } from '../application/ports/submitters';
import type { Submitter } from '../application/submitter';

/** Reads the submitter's account by entity name: identity owns the User mapping; only these fields are read. */
@Injectable()
export class MikroOrmSubmitters extends Submitters {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async byId(userId: string): Promise<Submitter | null> {
    const user = await this.em.findOne<Submitter>('User', { id: userId });
    return user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null;
  }
}
