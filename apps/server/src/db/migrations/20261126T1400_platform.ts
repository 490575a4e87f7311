import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // every item carries its app, review state (ItemState) and last submission (audit_id)
  await db.schema
    .createTable('achievements')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('api_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('desc_zh', 'text', (c) => c.notNull())
    .addColumn('desc_en', 'text', (c) => c.notNull())
    .addColumn('unlocked_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unlocked_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('target', 'bigint', (c) => c.notNull())
    .addColumn('bit_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_icon', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('unlocked_icon', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 once a review passed it: the next submission is an edit review
    .addColumn('ever_passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('achievements_app_api_name', ['app_id', 'api_name'])
    .execute();

  await db.schema
    .createTable('leaderboards')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('api_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('title_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('score_type', 'integer', (c) => c.notNull())
    .addColumn('system_board', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('destination_id', 'varchar(32)')
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('reset', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ever_passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('leaderboards_app_api_name', ['app_id', 'api_name'])
    .execute();

  await db.schema
    .createTable('destinations')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('api_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('deeplink_message', 'text', (c) => c.notNull())
    .addColumn('deeplink_type', 'integer', (c) => c.notNull())
    .addColumn('min_group', 'integer', (c) => c.notNull())
    .addColumn('max_group', 'integer')
    .addColumn('name_zh', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(200)', (c) => c.notNull())
    .addColumn('desc_zh', 'text', (c) => c.notNull())
    .addColumn('desc_en', 'text', (c) => c.notNull())
    .addColumn('image', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ever_passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('destinations_app_api_name', ['app_id', 'api_name'])
    .execute();

  await db.schema
    .createTable('addons')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('sku', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_type', 'integer', (c) => c.notNull())
    .addColumn('price_mode', 'integer', (c) => c.notNull())
    // CNY cents
    .addColumn('price_cents', 'bigint', (c) => c.notNull())
    .addColumn('show_in_store', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('intro_zh', 'text', (c) => c.notNull())
    .addColumn('intro_en', 'text', (c) => c.notNull())
    .addColumn('desc_zh', 'text', (c) => c.notNull())
    .addColumn('desc_en', 'text', (c) => c.notNull())
    .addColumn('cover', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // JSON array of image urls
    .addColumn('screenshots', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('trailer', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('validity_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('validity_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('validity_start', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ever_passed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('addons_app_sku', ['app_id', 'sku'])
    .execute();

  // one submission of items of one kind, its snapshot and the reviewer's decisions
  await db.schema
    .createTable('platform_reviews')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('account_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // 0 pending, 1 failed (an item refused), 2 passed
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_count', 'integer', (c) => c.notNull())
    // JSON: the submitted items as they were
    .addColumn('items', 'text', (c) => c.notNull())
    // JSON: the decision on each item
    .addColumn('decisions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewer_id', 'varchar(32)')
    .addColumn('submitted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('platform_reviews_queue')
    .on('platform_reviews')
    .columns(['status', 'kind', 'submitted_at'])
    .execute();
  await db.schema
    .createIndex('platform_reviews_app')
    .on('platform_reviews')
    .columns(['app_id', 'kind', 'submitted_at'])
    .execute();

  // images and trailers uploaded for platform items (public, like app pictures)
  await db.schema
    .createTable('platform_images')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('use', 'integer', (c) => c.notNull())
    .addColumn('blob_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('format', 'varchar(8)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('platform_images_app')
    .on('platform_images')
    .column('app_id')
    .execute();
}
