import type { EntitySchema } from '@mikro-orm/core';
import { OutboxMailSchema } from '../../modules/mail/infrastructure/outbox-mail.schema';
import { ContactMessageSchema } from '../../modules/contact/infrastructure/contact-message.schema';
import { ArticleSchema } from '../../modules/articles/infrastructure/article.schema';
import { SchoolSchema } from '../../modules/directory/infrastructure/school.schema';
import { NeighborhoodSchema } from '../../modules/neighborhoods/infrastructure/neighborhood.schema';
import { UserSchema } from '../../modules/identity/infrastructure/user.schema';
import { SchoolOwnerSchema } from '../../modules/identity/infrastructure/school-owner.schema';
import { PasswordLinkSchema } from '../../modules/identity/infrastructure/password-link.schema';
import { StoredSessionSchema } from '../../modules/identity/infrastructure/stored-session.schema';
import { SubscriptionPlanSchema } from '../../modules/billing/infrastructure/subscription-plan.schema';
import { SchoolSubscriptionSchema } from '../../modules/billing/infrastructure/school-subscription.schema';
import { StoredPaymentEventSchema } from '../../modules/billing/infrastructure/stored-payment-event.schema';
import { SandboxObjectSchema } from '../../modules/billing/infrastructure/sandbox/sandbox-object';
import { ClaimRequestSchema } from '../../modules/claims/infrastructure/claim-request.schema';
import { PendingSchoolChangeSchema } from '../../modules/moderation/infrastructure/pending-school-change.schema';
import { AuditEntrySchema } from '../../modules/moderation/infrastructure/audit-entry.schema';

/**
 * Every mapped schema, listed by hand so tests, CLI scripts and `openapi.ts`
 * never depend on globbing the file system. Add a module's schemas here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ENTITIES: EntitySchema<any>[] = [
  NeighborhoodSchema,
  SchoolSchema,
  ArticleSchema,
  OutboxMailSchema,
  ContactMessageSchema,
  UserSchema,
  SchoolOwnerSchema,
  PasswordLinkSchema,
  StoredSessionSchema,
  SubscriptionPlanSchema,
  SchoolSubscriptionSchema,
  StoredPaymentEventSchema,
  SandboxObjectSchema,
  ClaimRequestSchema,
  PendingSchoolChangeSchema,
  AuditEntrySchema,
];
