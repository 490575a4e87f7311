import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // the language the developer last signed in with: the mails the platform sends them use it
  await db.schema
    .alterTable('accounts')
    .addColumn('lang', 'varchar(8)', (c) => c.notNull().defaultTo('zh'))
    .execute();

  // one bill per developer and month (seq 1), and the corrected bills that replace it (seq 2...)
  await db.schema
    .createTable('bills')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('account_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('start_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('dev_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('card_last4', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_count', 'integer', (c) => c.notNull())
    .addColumn('sales_cents', 'bigint', (c) => c.notNull())
    .addColumn('refund_cents', 'bigint', (c) => c.notNull())
    .addColumn('adjust_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net_cents', 'bigint', (c) => c.notNull())
    .addColumn('fee_percent', 'varchar(8)', (c) => c.notNull())
    .addColumn('fee_cents', 'bigint', (c) => c.notNull())
    .addColumn('settle_cents', 'bigint', (c) => c.notNull())
    .addColumn('check_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 while its lines are being written: a bill is shown and sent only once whole
    .addColumn('ready', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('send_time', 'varchar(32)')
    .addColumn('check_time', 'varchar(32)')
    .addColumn('auto_check_time', 'varchar(32)')
    .addColumn('auto_upload_time', 'varchar(32)')
    .addColumn('file_store_name', 'varchar(64)')
    .addColumn('file_pdf_name', 'varchar(255)')
    .addColumn('file_blob_key', 'varchar(200)')
    .addColumn('file_size', 'bigint')
    .addColumn('dispute_state', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('dispute_time', 'varchar(32)')
    .addColumn('dispute_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resolver_id', 'varchar(32)')
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('replaces_id', 'varchar(32)')
    .addColumn('corrected_by_id', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('bills_account_month_seq', ['account_id', 'month', 'seq'])
    .execute();
  await db.schema.createIndex('bills_month').on('bills').columns(['month', 'seq']).execute();
  await db.schema
    .createIndex('bills_status')
    .on('bills')
    .columns(['check_status', 'auto_check_time'])
    .execute();
  await db.schema
    .createIndex('bills_store_name')
    .on('bills')
    .column('file_store_name')
    .unique()
    .execute();

  // the order lines behind a bill, as they were when it was made, and a corrected bill's adjustments
  await db.schema
    .createTable('bill_lines')
    .addColumn('bill_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    /** sale, refund or adjustment */
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('app_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', 'varchar(3)', (c) => c.notNull().defaultTo('USD'))
    .addColumn('usd_rate', 'varchar(32)', (c) => c.notNull().defaultTo('1'))
    /** signed: refunds and downward adjustments are negative */
    .addColumn('usd_cents', 'bigint', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('bill_lines_pk', ['bill_id', 'line_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bill_lines').execute();
  await db.schema.dropTable('bills').execute();
  await db.schema.alterTable('accounts').dropColumn('lang').execute();
}
