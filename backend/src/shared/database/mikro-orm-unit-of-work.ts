import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UnitOfWork } from './unit-of-work';

/**
 * `em.transactional` on the injected EntityManager: MikroORM keeps the
 * transaction in async-local storage, so every repository's `this.em` inside
 * `work` resolves to it, and a transaction already open (a caller's) is joined.
 */
@Injectable()
export class MikroOrmUnitOfWork extends UnitOfWork {
  constructor(private readonly em: EntityManager) {
    super();
  }

  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
