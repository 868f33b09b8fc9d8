import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { likeContains, type Page } from '../../../shared/database';
import { School } from '../domain/school';
import { schoolLocationDocument } from './school.schema';

/** The admin Schools tab and the overview's school totals: every school, live or draft. */
@Injectable()
export class AdminSchoolReads {
  constructor(private readonly em: EntityManager) {}

  /**
   * Search: name, city or website (docs/product.md "Signed-in screens"). When nothing contains the
   * text, small typos are tolerated like the public search ('Gorman Bishp',
   * 'Adelsn': word similarity over the indexed location document), closest
   * first. Only as a fallback, so an exact search never drowns in look-alikes.
   */
  async list(query: { search?: string; page: number; limit: number }): Promise<Page<School>> {
    const text = query.search?.trim().replace(/\s+/g, ' ').toLowerCase();
    const pattern = text ? likeContains(text) : undefined;
    const where = pattern
      ? { $or: [{ name: { $ilike: pattern } }, { city: { $ilike: pattern } }, { website: { $ilike: pattern } }] }
      : {};
    const [items, total] = await this.em.findAndCount(School, where, {
      orderBy: { name: 'asc', id: 'asc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    if (total || !text) return { items, total };
    return this.similar(text, query);
  }

  private async similar(text: string, query: { page: number; limit: number }): Promise<Page<School>> {
    const document = schoolLocationDocument('s');
    const connection = this.em.getConnection();
    const [{ total }] = await connection.execute<{ total: string }[]>(
      `select count(*) as total from school s where ? <% ${document}`,
      [text],
    );
    const rows = await connection.execute<{ id: number }[]>(
      `select s.id from school s where ? <% ${document}
       order by word_similarity(?, ${document}) desc, s.name asc, s.id asc limit ? offset ?`,
      [text, text, query.limit, (query.page - 1) * query.limit],
    );
    const ids = rows.map((row) => row.id);
    const schools = ids.length ? await this.em.find(School, { id: { $in: ids } }) : [];
    const byId = new Map(schools.map((school) => [school.id, school]));
    return { items: ids.flatMap((id) => byId.get(id) ?? []), total: Number(total) };
  }

  async totals(): Promise<{ schools: number; activeSchools: number }> {
    const [schools, activeSchools] = await Promise.all([
      this.em.count(School, {}),
      this.em.count(School, { isActive: true }),
    ]);
    return { schools, activeSchools };
  }
}
