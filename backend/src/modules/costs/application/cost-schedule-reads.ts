import { Injectable } from '@nestjs/common';
import { SchoolOwnership, type SessionUser } from '../../identity';
import type { CostSchedule } from '../domain/cost-schedule';
import { CostSchoolNotFoundError } from '../domain/costs.errors';
import { rulesFor, type ScholarshipRules } from '../domain/opportunity-scholarship';
import { CostScheduleStore } from './ports/cost-schedule.store';
import { CostSchools, type CostSchool } from './ports/cost-schools';
import { ScholarshipRulesStore } from './ports/scholarship-rules.store';

export interface PublicCosts {
  school: CostSchool;
  schedule: CostSchedule | null;
  /** The Opportunity Scholarship rules the estimate uses: the schedule's year, else the latest entered. */
  scholarship: ScholarshipRules | null;
}

@Injectable()
export class CostScheduleReads {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly schools: CostSchools,
    private readonly schedules: CostScheduleStore,
    private readonly rules: ScholarshipRulesStore,
  ) {}

  /** The school page's 'Tuition & Costs': a listed school's schedule (null when it has published none). */
  async publicBySlug(slug: string): Promise<PublicCosts> {
    const school = await this.schools.listedBySlug(slug);
    if (!school) throw new CostSchoolNotFoundError();
    const schedule = await this.schedules.forSchool(school.id);
    const scholarship = rulesFor(await this.rules.all(), schedule?.schoolYear ?? null);
    return { school, schedule, scholarship };
  }

  /**
   * The shortlist's and compare page's costs, one request for all their schools (issue 40): each listed
   * school's schedule with the program rules for its year, in the order asked; slugs naming no listed
   * school come back in `missing`.
   */
  async publicBySlugs(slugs: readonly string[]): Promise<{ found: PublicCosts[]; missing: string[] }> {
    const schools = new Map((await this.schools.listedBySlugs(slugs)).map((school) => [school.slug, school]));
    const listed = slugs.flatMap((slug) => schools.get(slug) ?? []);
    const schedules = new Map(
      (await this.schedules.forSchools(listed.map((school) => school.id))).map((each) => [each.schoolId, each]),
    );
    const rules = await this.rules.all();
    return {
      found: listed.map((school) => {
        const schedule = schedules.get(school.id) ?? null;
        return { school, schedule, scholarship: rulesFor(rules, schedule?.schoolYear ?? null) };
      }),
      missing: slugs.filter((slug) => !schools.has(slug)),
    };
  }

  /** Every school year's program maximum, newest first: the Opportunity Scholarship guide's amounts. */
  scholarshipYears(): Promise<ScholarshipRules[]> {
    return this.rules.all();
  }

  async forOwner(user: SessionUser, schoolId: number): Promise<CostSchedule | null> {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    return this.schedules.forSchool(schoolId);
  }

  /** The current program rules for a family's estimate: the latest school year entered. */
  async currentScholarship(): Promise<ScholarshipRules | null> {
    return rulesFor(await this.rules.all(), null);
  }
}
