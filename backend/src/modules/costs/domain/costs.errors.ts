import { DomainError } from '../../../shared/errors';

/** A published figure that breaks a rule of issue 40; `field` names it, so the form shows the text beside it. */
export class InvalidCostScheduleError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'costs.invalid_schedule';
  constructor(
    override readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export class InvalidScholarshipRulesError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'costs.invalid_scholarship_rules';
  constructor(
    override readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export class ScholarshipRulesNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'costs.scholarship_rules_not_found';
  constructor() {
    super('Opportunity Scholarship rules not found');
  }
}

export class ScholarshipYearTakenError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'costs.scholarship_year_taken';
  override readonly field = 'schoolYear';
  constructor() {
    super('Rules for this school year already exist: edit them instead');
  }
}

export class CostSchoolNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'costs.school_not_found';
  constructor() {
    super('School not found');
  }
}

/** A cost schedule CSV that cannot be read as the layout at all (its header, its quoting, its size). */
export class CostCsvFileError extends DomainError {
  readonly kind = 'invalid' as const;
  readonly code = 'costs.invalid_csv_file';
  override readonly field = 'file';
}
