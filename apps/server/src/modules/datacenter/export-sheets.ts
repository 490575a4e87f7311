import type { Lang } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { DayRange } from './calendar.js';
import type { DatacenterService } from './datacenter.service.js';
import type { ColumnKind, SheetSpec } from './exports.js';

type Col = [MessageKey, ColumnKind];

/**
 * The sheets of each export, in the caller's language, with the same figures as the screen.
 * Types (POST /datacenter/export): 1 sales and refunds by day, 2 store visits by day, 3 devices
 * by hour of the day, 4 buyers by gender and by age, 5 active and new devices by day, 6 usage
 * time and starts by day.
 */
export class ExportSheets {
  constructor(private readonly figures: DatacenterService) {}

  private sheet(lang: Lang, name: MessageKey, cols: Col[], rows: (string | number)[][]): SheetSpec {
    return {
      name: t(lang, name),
      columns: cols.map(([key, kind]) => ({ header: t(lang, key), kind })),
      rows,
    };
  }

  async appData(appId: string, range: DayRange, type: number, lang: Lang): Promise<SheetSpec[]> {
    const f = this.figures;
    if (type === 3) {
      const hours = await f.hours(appId, range);
      return [
        this.sheet(
          lang,
          'dc.sheet.hours',
          [
            ['dc.col.hour', 'text'],
            ['dc.col.devices', 'count'],
          ],
          hours.map((h) => [h.time, h.devNum]),
        ),
      ];
    }
    if (type === 4) {
      const [gender, age] = await Promise.all([f.genderOf(appId, range), f.ageOf(appId, range)]);
      return [
        this.sheet(
          lang,
          'dc.sheet.gender',
          [
            ['dc.col.gender', 'text'],
            ['dc.col.buyers', 'count'],
          ],
          gender.map((g) => [t(lang, `dc.sex.${g.sex}` as MessageKey), g.count]),
        ),
        this.sheet(
          lang,
          'dc.sheet.age',
          [
            ['dc.col.age', 'text'],
            ['dc.col.buyers', 'count'],
          ],
          age.map((a) => [t(lang, `dc.age.${a.age}` as MessageKey), a.count]),
        ),
      ];
    }
    const days = await f.days(appId, range);
    const byType: Record<
      number,
      [MessageKey, Col[], (d: (typeof days)[number]) => (string | number)[]]
    > = {
      1: [
        'dc.sheet.sales',
        [
          ['dc.col.date', 'day'],
          ['dc.col.sales', 'count'],
          ['dc.col.saleAmount', 'money'],
          ['dc.col.refunds', 'count'],
          ['dc.col.refundAmount', 'money'],
        ],
        (d) => [d.day, d.sales, d.sale_fen, d.refunds, d.refund_fen],
      ],
      2: [
        'dc.sheet.visits',
        [
          ['dc.col.date', 'day'],
          ['dc.col.visits', 'count'],
        ],
        (d) => [d.day, d.visits],
      ],
      5: [
        'dc.sheet.active',
        [
          ['dc.col.date', 'day'],
          ['dc.col.devices', 'count'],
          ['dc.col.newDevices', 'count'],
        ],
        (d) => [d.day, d.active_devices, d.new_devices],
      ],
      6: [
        'dc.sheet.usage',
        [
          ['dc.col.date', 'day'],
          ['dc.col.usage', 'hours'],
          ['dc.col.starts', 'count'],
        ],
        (d) => [d.day, d.usage_seconds, d.starts],
      ],
    };
    const [name, cols, row] = byType[type]!;
    return [this.sheet(lang, name, cols, days.map(row))];
  }

  async addonSales(appId: string, range: DayRange, lang: Lang, sku?: string): Promise<SheetSpec[]> {
    const days = await this.figures.addonDays(appId, range, sku);
    return [
      this.sheet(
        lang,
        'dc.sheet.addonSales',
        [
          ['dc.col.date', 'day'],
          ['dc.col.volume', 'count'],
          ['dc.col.income', 'money'],
        ],
        days.map((d) => [d.time, d.allSaleCount, d.allIncome]),
      ),
    ];
  }

  async addonDetail(appId: string, range: DayRange, lang: Lang): Promise<SheetSpec[]> {
    const rows = await this.figures.addonRows(appId, range, lang);
    return [
      this.sheet(
        lang,
        'dc.sheet.addons',
        [
          ['dc.col.name', 'text'],
          ['dc.col.sku', 'text'],
          ['dc.col.sales', 'count'],
          ['dc.col.income', 'money'],
        ],
        rows.map((r) => [r.localName, r.sku, r.sales, r.income]),
      ),
    ];
  }
}
