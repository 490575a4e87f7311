import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';

export interface CalendarDay {
  day: string;
  year: number;
  kind: 'holiday' | 'workday';
  name: string;
}

/** The SQL of the imported working-day calendar; calendar_days belongs to the bills module. */
export class CalendarDaysRepository {
  constructor(private readonly db: Executor) {}

  async all(): Promise<CalendarDay[]> {
    const rows = await this.db
      .selectFrom('calendar_days')
      .select(['day', 'year', 'kind', 'name'])
      .orderBy('day')
      .execute();
    return rows.map((r) => ({ ...r, year: Number(r.year), kind: r.kind as CalendarDay['kind'] }));
  }

  /** The year's days, replaced as one: an import run twice leaves the same rows. */
  async replaceYear(year: number, days: CalendarDay[], at: string): Promise<void> {
    await (this.db as Db).transaction().execute(async (trx) => {
      await trx.deleteFrom('calendar_days').where('year', '=', year).execute();
      if (days.length === 0) return;
      await trx
        .insertInto('calendar_days')
        .values(days.map((d) => ({ ...d, imported_at: at })))
        .execute();
    });
  }
}
