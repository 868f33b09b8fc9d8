import { Migration } from '@mikro-orm/migrations';

/**
 * The read views each table's owner publishes for the other modules (docs/architecture.md, "Dependency
 * rules": the table walk). A module reads another module's data through the owner's port or one of these
 * views, never the owner's table: the owner chooses the columns it publishes (no password hashes, Stripe ids
 * or internal search columns) and keeps them stable when its table changes. Plain projections without a
 * filter, so PostgreSQL inlines them and the table's indexes still serve every query.
 */
const VIEWS: { owner: string; view: string; table: string; columns: string[] }[] = [
  {
    owner: 'directory',
    view: 'school_summary',
    table: 'school',
    columns: [
      'id',
      'name',
      'slug',
      'address',
      'city',
      'zip_code',
      'phone',
      'website',
      'email',
      'description',
      'tuition_min',
      'tuition_max',
      'grades',
      'grade_min',
      'grade_max',
      'school_type',
      'religious_affiliation',
      'latitude',
      'longitude',
      'features',
      'neighborhood_id',
      'is_premium',
      'social_links',
      'video_urls',
      'additional_images',
      'image_url',
      'academic_notes',
      'is_active',
      'archived_at',
      'is_example',
      'created_at',
      'updated_at',
    ],
  },
  {
    owner: 'neighborhoods',
    view: 'neighborhood_summary',
    table: 'neighborhood',
    columns: ['id', 'name', 'city', 'archived_at'],
  },
  {
    owner: 'identity',
    view: 'account_summary',
    table: 'app_user',
    columns: ['id', 'email', 'first_name', 'last_name', 'role', 'is_active', 'created_at', 'last_sign_in_at'],
  },
  {
    owner: 'identity',
    view: 'school_owner_summary',
    table: 'school_owner',
    columns: ['id', 'user_id', 'school_id', 'role', 'is_active', 'created_at'],
  },
  {
    owner: 'audit',
    view: 'audit_log_summary',
    table: 'audit_log',
    columns: ['id', 'actor_id', 'action', 'target_type', 'target_id', 'before', 'after', 'created_at'],
  },
  {
    owner: 'articles',
    view: 'article_summary',
    table: 'article',
    columns: ['id', 'title', 'slug', 'category', 'is_published', 'archived_at', 'created_at'],
  },
  {
    owner: 'claims',
    view: 'claim_request_summary',
    table: 'school_claim_request',
    columns: ['id', 'school_id', 'school_name', 'status', 'created_at'],
  },
  {
    owner: 'contact',
    view: 'contact_message_summary',
    table: 'contact_message',
    columns: ['id', 'first_name', 'last_name', 'status', 'created_at'],
  },
  {
    owner: 'billing',
    view: 'school_subscription_summary',
    table: 'school_subscription',
    columns: ['id', 'school_id', 'status', 'created_at'],
  },
  {
    owner: 'billing',
    view: 'subscription_plan_summary',
    table: 'subscription_plan',
    columns: ['id', 'name', 'interval'],
  },
  {
    owner: 'moderation',
    view: 'pending_school_change_summary',
    table: 'pending_school_change',
    columns: ['id', 'school_id', 'status', 'created_at'],
  },
];

export class Migration20270120090000_published_views extends Migration {
  override async up(): Promise<void> {
    for (const { owner, view, table, columns } of VIEWS) {
      this.addSql(`create view "${view}" as select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}";`);
      this.addSql(`comment on view "${view}" is 'Published by the ${owner} module for every other module to read.';`);
    }
  }

  override async down(): Promise<void> {
    for (const { view } of [...VIEWS].reverse()) this.addSql(`drop view "${view}";`);
  }
}
