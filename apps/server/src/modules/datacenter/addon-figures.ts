// Add-on figures: add-on sales and income by day and SKU, each add-on named in the reader's language.
import { localText } from '@vrportal/contract';
import type {
  AddonAllIncomeAnswer,
  AddonDetailAnswer,
  AddonSkuListAnswer,
  AddonTendencyAnswer,
  Lang,
  PlatformText,
} from '@vrportal/contract';
import type { AppFacts, Caller } from '../apps/index.js';
import type { DayRange } from './calendar.js';
import type { AppRef, DatacenterDeps, RangeRef } from './datacenter.service.js';

/** How the figures find the caller's app and the range asked for (the service's checks). */
export interface FigureScope {
  appFor(caller: Caller, ref: AppRef): Promise<AppFacts>;
  context(caller: Caller, req: AppRef & RangeRef): Promise<{ app: AppFacts; range: DayRange }>;
}

/** The add-ons an app sold: the developer's names first, then the store's, else the SKU. */
export class AddonFigures {
  constructor(
    private readonly deps: Pick<DatacenterDeps, 'repo' | 'addonNamesOf'>,
    private readonly scope: FigureScope,
  ) {}

  /**
   * The names of the app's add-ons by SKU: the developer's own (platform services) first, then
   * the one the store reported with its orders, else the SKU.
   */
  private async addonNames(appId: string) {
    const [reported, given] = await Promise.all([
      this.deps.repo.figures.addons(appId),
      this.deps.addonNamesOf?.(appId) ?? new Map<string, PlatformText>(),
    ]);
    const names = new Map<string, PlatformText>(
      reported.map((r) => [r.sku, { zh_CN: r.name_zh, en_US: r.name_en }]),
    );
    for (const [sku, name] of given) names.set(sku, name);
    return names;
  }

  /** Each add-on row named in both languages and in the reader's. */
  private named<T extends { sku: string }>(
    rows: T[],
    names: Map<string, PlatformText>,
    lang: Lang,
  ) {
    return rows.map((r) => {
      const name = names.get(r.sku) ?? { zh_CN: r.sku, en_US: r.sku };
      return { ...r, name, localName: localText(name, lang) || r.sku };
    });
  }

  async addonDetail(
    caller: Caller,
    req: AppRef & RangeRef & { page: number; size: number },
    lang: Lang,
  ): Promise<AddonDetailAnswer> {
    const { app, range } = await this.scope.context(caller, req);
    const rows = await this.deps.repo.figures.addonTotals(app.id, range.from, range.to, {
      limit: req.size,
      offset: (req.page - 1) * req.size,
    });
    return {
      content: this.named(rows, await this.addonNames(app.id), lang).map((r) => ({
        name: JSON.stringify(r.name),
        localName: r.localName,
        sku: r.sku,
        allSaleCount: r.sales,
        allIncome: r.income,
      })),
      totalCount: await this.deps.repo.figures.addonCount(app.id, range.from, range.to),
    };
  }

  /** Every add-on of the range in the reader's language, for the export. */
  async addonRows(appId: string, range: DayRange, lang: Lang) {
    const rows = await this.deps.repo.figures.addonTotals(appId, range.from, range.to);
    return this.named(rows, await this.addonNames(appId), lang);
  }

  async addonTendency(
    caller: Caller,
    req: AppRef & RangeRef & { sku?: string | undefined },
  ): Promise<AddonTendencyAnswer> {
    const { app, range } = await this.scope.context(caller, req);
    return { allIncomeList: await this.addonDays(app.id, range, req.sku || undefined) };
  }

  async addonDays(appId: string, range: DayRange, sku?: string) {
    const rows = new Map(
      (await this.deps.repo.figures.addonDays(appId, range.from, range.to, sku)).map((r) => [
        r.day,
        r,
      ]),
    );
    return range.days.map((day) => ({
      time: day,
      allSaleCount: rows.get(day)?.sales ?? 0,
      allIncome: rows.get(day)?.income ?? 0,
    }));
  }

  async addonAllIncome(caller: Caller, req: AppRef & RangeRef): Promise<AddonAllIncomeAnswer> {
    const { app, range } = await this.scope.context(caller, req);
    const days = await this.deps.repo.figures.addonDays(app.id, range.from, range.to);
    return {
      allIncome: {
        allSaleCount: days.reduce((n, d) => n + d.sales, 0),
        allIncome: days.reduce((n, d) => n + d.income, 0),
      },
    };
  }

  /** The add-ons the developer defined and those the store sold, by SKU. */
  async addonSkus(caller: Caller, appId: string, lang: Lang): Promise<AddonSkuListAnswer> {
    const app = await this.scope.appFor(caller, { appId });
    const names = await this.addonNames(app.id);
    const skus = [...names.keys()].sort().map((sku) => ({ sku }));
    return {
      skus: this.named(skus, names, lang).map((r) => ({
        sku: r.sku,
        name: JSON.stringify(r.name),
        localName: r.localName,
      })),
    };
  }
}
