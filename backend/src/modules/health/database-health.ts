import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

@Injectable()
export class DatabaseHealth {
  constructor(private readonly orm: MikroORM) {}

  async isUp(timeoutMs = 1500): Promise<boolean> {
    try {
      await Promise.race([
        this.orm.em.getConnection().execute('select 1'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
      return true;
    } catch {
      return false;
    }
  }
}
