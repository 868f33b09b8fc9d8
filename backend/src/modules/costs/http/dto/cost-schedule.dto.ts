import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  AID_PROVIDERS,
  CONFIRMERS,
  DISCOUNT_KINDS,
  FEE_FREQUENCIES,
  FEE_KINDS,
  GRADE_HIGHEST,
  GRADE_LOWEST,
  MAX_BANDS,
  MAX_DOLLARS,
  PAYMENT_PLANS,
  type AidProvider,
  type Confirmer,
  type CostSchedule,
  type CostScheduleInput,
  type DiscountKind,
  type FeeFrequency,
  type FeeKind,
  type PaymentPlan,
} from '../../domain/cost-schedule';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const DOLLARS = { minimum: 0, maximum: MAX_DOLLARS, description: 'Whole US dollars' };
const dollars = (label: string) => [
  IsInt({ message: `${label} must be whole dollars` }),
  Min(0, { message: `${label} must be 0 or more` }),
  Max(MAX_DOLLARS, { message: `${label} must be at most $${MAX_DOLLARS.toLocaleString('en-US')}` }),
];
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorator) => decorator(target, key));

export class TuitionBandDto {
  @ApiProperty({
    minimum: GRADE_LOWEST,
    maximum: GRADE_HIGHEST,
    description: 'Pre-K = -1, Kindergarten = 0, then 1..12',
  })
  @IsInt({ message: 'Choose the first grade of the band' })
  @Min(GRADE_LOWEST, { message: 'Choose the first grade of the band' })
  @Max(GRADE_HIGHEST, { message: 'Choose the first grade of the band' })
  fromGrade: number;

  @ApiProperty({ minimum: GRADE_LOWEST, maximum: GRADE_HIGHEST })
  @IsInt({ message: 'Choose the last grade of the band' })
  @Min(GRADE_LOWEST, { message: 'Choose the last grade of the band' })
  @Max(GRADE_HIGHEST, { message: 'Choose the last grade of the band' })
  toGrade: number;

  @ApiProperty(DOLLARS)
  @apply(...dollars('Tuition'))
  annualTuition: number;
}

export class CostFeeDto {
  @ApiProperty({ enum: FEE_KINDS, enumName: 'CostFeeKind' })
  @IsIn(FEE_KINDS, { message: 'Choose the kind of fee' })
  kind: FeeKind;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 80,
    description: "The school's name for it (required for other fees)",
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Name the fee' })
  @MaxLength(80, { message: 'A fee name must be at most 80 characters' })
  name: string | null;

  @ApiProperty(DOLLARS)
  @apply(...dollars('A fee'))
  amount: number;

  @ApiProperty({ enum: FEE_FREQUENCIES, enumName: 'CostFeeFrequency' })
  @IsIn(FEE_FREQUENCIES, { message: 'Choose once or every year' })
  frequency: FeeFrequency;
}

export class SiblingDiscountDto {
  @ApiProperty({ enum: DISCOUNT_KINDS, enumName: 'SiblingDiscountKind' })
  @IsIn(DISCOUNT_KINDS, { message: 'Choose a percentage or an amount' })
  kind: DiscountKind;

  @ApiProperty({ minimum: 0, maximum: MAX_DOLLARS, description: 'Percent of tuition (0..100) or whole dollars off' })
  @IsInt({ message: 'A discount must be a whole number' })
  @Min(0, { message: 'A discount must be 0 or more' })
  @Max(MAX_DOLLARS, { message: 'A discount is too large' })
  value: number;
}

export class TuitionAssistanceDto {
  @ApiProperty({ enum: AID_PROVIDERS, enumName: 'AidProvider', description: "school: the school's own form" })
  @IsIn(AID_PROVIDERS, { message: 'Choose who handles the aid application' })
  provider: AidProvider;

  @ApiProperty({ type: String, nullable: true, example: '2027-01-05', description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'Please enter a valid date' })
  opensOn: string | null;

  @ApiProperty({ type: String, nullable: true, example: '2027-03-01', description: 'YYYY-MM-DD' })
  @IsOptional()
  @IsString({ message: 'Please enter a valid date' })
  closesOn: string | null;

  @ApiProperty({ ...DOLLARS, type: Number, nullable: true })
  @IsOptional()
  @apply(...dollars('The application fee'))
  applicationFee: number | null;

  @ApiProperty({ description: 'Whether the application fee can be waived' })
  @IsBoolean({ message: 'Say whether the fee can be waived' })
  feeWaiver: boolean;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 100 })
  @IsOptional()
  @IsInt({ message: 'The share of families receiving aid must be a whole percent' })
  @Min(0, { message: 'The share of families receiving aid must be 0 to 100' })
  @Max(100, { message: 'The share of families receiving aid must be 0 to 100' })
  percentReceivingAid: number | null;

  @ApiProperty({ ...DOLLARS, type: Number, nullable: true })
  @IsOptional()
  @apply(...dollars('The median award'))
  medianAward: number | null;
}

/** What an owner (or the operator) publishes: the whole schedule, replacing the one before. */
export class CostScheduleRequest {
  @ApiProperty({ example: '2027-28' })
  @IsString({ message: 'School year must read like 2026-27' })
  schoolYear: string;

  @ApiProperty({ type: [TuitionBandDto], maxItems: MAX_BANDS })
  @IsArray({ message: 'Add at least one grade band with its tuition' })
  @ArrayMaxSize(MAX_BANDS, { message: `At most ${MAX_BANDS} grade bands` })
  @ValidateNested({ each: true })
  @Type(() => TuitionBandDto)
  tuitionBands: TuitionBandDto[];

  @ApiProperty({ type: [CostFeeDto], maxItems: 20 })
  @IsArray({ message: 'Fees must be a list' })
  @ArrayMaxSize(20, { message: 'At most 20 fees' })
  @ValidateNested({ each: true })
  @Type(() => CostFeeDto)
  fees: CostFeeDto[];

  @ApiProperty({ type: SiblingDiscountDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => SiblingDiscountDto)
  secondChildDiscount: SiblingDiscountDto | null;

  @ApiProperty({ type: SiblingDiscountDto, nullable: true, description: 'For the third child and each after' })
  @IsOptional()
  @ValidateNested()
  @Type(() => SiblingDiscountDto)
  thirdChildDiscount: SiblingDiscountDto | null;

  @ApiProperty({ enum: PAYMENT_PLANS, enumName: 'PaymentPlan', isArray: true })
  @IsArray({ message: 'Choose the payment plans offered' })
  @IsIn(PAYMENT_PLANS, { each: true, message: 'Choose the payment plans offered' })
  paymentPlans: PaymentPlan[];

  @ApiProperty({
    type: TuitionAssistanceDto,
    nullable: true,
    description: 'null: the school offers no tuition assistance',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TuitionAssistanceDto)
  assistance: TuitionAssistanceDto | null;

  toInput(): CostScheduleInput {
    return {
      schoolYear: this.schoolYear,
      tuitionBands: this.tuitionBands.map(({ fromGrade, toGrade, annualTuition }) => ({
        fromGrade,
        toGrade,
        annualTuition,
      })),
      fees: this.fees.map(({ kind, name, amount, frequency }) => ({ kind, name: name || null, amount, frequency })),
      secondChildDiscount: this.secondChildDiscount
        ? { kind: this.secondChildDiscount.kind, value: this.secondChildDiscount.value }
        : null,
      thirdChildDiscount: this.thirdChildDiscount
        ? { kind: this.thirdChildDiscount.kind, value: this.thirdChildDiscount.value }
        : null,
      paymentPlans: [...new Set(this.paymentPlans)],
      assistance: this.assistance
        ? {
            provider: this.assistance.provider,
            opensOn: this.assistance.opensOn || null,
            closesOn: this.assistance.closesOn || null,
            applicationFee: this.assistance.applicationFee ?? null,
            feeWaiver: this.assistance.feeWaiver,
            percentReceivingAid: this.assistance.percentReceivingAid ?? null,
            medianAward: this.assistance.medianAward ?? null,
          }
        : null,
    };
  }
}

export class CostScheduleResponse {
  @ApiProperty()
  schoolId: number;
  @ApiProperty({ example: '2027-28' })
  schoolYear: string;
  @ApiProperty({ type: [TuitionBandDto], description: 'In grade order' })
  tuitionBands: TuitionBandDto[];
  @ApiProperty({ type: [CostFeeDto] })
  fees: CostFeeDto[];
  @ApiProperty({ type: SiblingDiscountDto, nullable: true })
  secondChildDiscount: SiblingDiscountDto | null;
  @ApiProperty({ type: SiblingDiscountDto, nullable: true })
  thirdChildDiscount: SiblingDiscountDto | null;
  @ApiProperty({ enum: PAYMENT_PLANS, enumName: 'PaymentPlan', isArray: true })
  paymentPlans: PaymentPlan[];
  @ApiProperty({ type: TuitionAssistanceDto, nullable: true })
  assistance: TuitionAssistanceDto | null;
  @ApiProperty({ example: '2027-01-12', description: 'Las Vegas date the figures were last confirmed' })
  confirmedOn: string;
  @ApiProperty({ enum: CONFIRMERS, enumName: 'CostConfirmer' })
  confirmedBy: Confirmer;

  static of(schedule: CostSchedule): CostScheduleResponse {
    return Object.assign(new CostScheduleResponse(), {
      schoolId: schedule.schoolId,
      schoolYear: schedule.schoolYear,
      tuitionBands: schedule.tuitionBands,
      fees: schedule.fees,
      secondChildDiscount: schedule.secondChildDiscount,
      thirdChildDiscount: schedule.thirdChildDiscount,
      paymentPlans: schedule.paymentPlans,
      assistance: schedule.assistance,
      confirmedOn: schedule.confirmedOn,
      confirmedBy: schedule.confirmedBy,
    });
  }
}

/** The owner's editor: the schedule, or null before the first one is published. */
export class OwnerCostScheduleResponse {
  @ApiProperty({ type: CostScheduleResponse, nullable: true })
  schedule: CostScheduleResponse | null;
}
