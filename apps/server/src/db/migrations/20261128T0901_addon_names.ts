import type { Kysely } from 'kysely';

interface Tables {
  addons: { name: string; name_zh: string; name_en: string };
  platform_reviews: { id: string; kind: string; items: string };
}

/** Rewrites the add-ons of each add-on submission's snapshot with `rename`. */
async function rewriteSnapshots(
  db: Kysely<Tables>,
  rename: (item: Record<string, unknown>) => Record<string, unknown>,
) {
  const rows = await db
    .selectFrom('platform_reviews')
    .select(['id', 'items'])
    .where('kind', '=', 'addon')
    .execute();
  for (const row of rows) {
    const items = (JSON.parse(row.items) as Record<string, unknown>[]).map(rename);
    await db
      .updateTable('platform_reviews')
      .set({ items: JSON.stringify(items) })
      .where('id', '=', row.id)
      .execute();
  }
}

// Frozen: never edit a migration that has shipped; add a new one.
export async function up(raw: Kysely<unknown>): Promise<void> {
  const db = raw as unknown as Kysely<Tables>;
  // an add-on's name in both languages, like its introduction and description; a name stored
  // before is kept in both, so nothing is lost
  await db.schema
    .alterTable('addons')
    .addColumn('name_zh', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('addons')
    .addColumn('name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('addons')
    .set((eb) => ({ name_zh: eb.ref('name'), name_en: eb.ref('name') }))
    .execute();
  await db.schema.alterTable('addons').dropColumn('name').execute();
  // the snapshots of submissions name the add-on the same way
  await rewriteSnapshots(db, (item) =>
    typeof item.name === 'string'
      ? { ...item, name: { zh_CN: item.name, en_US: item.name } }
      : item,
  );
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  const db = raw as unknown as Kysely<Tables>;
  await db.schema
    .alterTable('addons')
    .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('addons')
    .set((eb) => ({ name: eb.ref('name_zh') }))
    .execute();
  await db.schema.alterTable('addons').dropColumn('name_zh').execute();
  await db.schema.alterTable('addons').dropColumn('name_en').execute();
  await rewriteSnapshots(db, (item) => {
    const name = item.name as { zh_CN?: string } | string | undefined;
    return typeof name === 'object' ? { ...item, name: name.zh_CN ?? '' } : item;
  });
}
