import { ErrorCode } from '@vrportal/contract';
import type {
  Lang,
  PlatformText,
  ActiveDataAnswer,
  AddonAllIncomeAnswer,
  AddonDetailAnswer,
  AddonSkuListAnswer,
  AddonTendencyAnswer,
  AgeAnswer,
  Adoption,
  DevNumAnswer,
  GenderAnswer,
  InfoTendencyAnswer,
  MarketingAnswer,
  OpenMetric,
  OpenStatsAnswer,
  TendencyAnswer,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/time.js';
import type { AppFacts, Caller } from '../apps/index.js';
import { holdsApp } from '../../plugins/caller.js';
import type { Calendar, DayRange } from './calendar.js';
import { noCounts, type DatacenterRepository } from './datacenter.repository.js';
import { AddonFigures, type FigureScope } from './addon-figures.js';
import { BuyerFigures } from './buyer-figures.js';
import { DeviceSet } from './device-set.js';
import type { FiguresRepository } from './figures.repository.js';

export interface DatacenterDeps {
  repo: DatacenterRepository;
  calendar: Calendar;
  clock: Clock;
  /** the app by id or package name, whoever owns it (the apps module owns apps) */
  findApp: (ref: {
    appId?: string | undefined;
    pkg?: string | undefined;
  }) => Promise<AppFacts | undefined>;
  /** the names the developer gave the app's add-ons, by SKU (the platform module owns add-ons) */
  addonNamesOf?: (appId: string) => Promise<Map<string, PlatformText>>;
}

export interface AppRef {
  appId?: string | undefined;
  pkg?: string | undefined;
}
export interface RangeRef {
  startTime?: string | number | undefined;
  endTime?: string | number | undefined;
}

/** A day's figures of the app, zero on days with nothing. */
type DayFigures = Awaited<ReturnType<FiguresRepository['dayRows']>>[number];
type DayColumn = Exclude<keyof DayFigures, 'day'>;

/** An order as the settlement bills read it: amount in minor units of its currency. */
export interface OrderLine {
  orderId: string;
  appId: string;
  sku: string;
  type: 'sale' | 'refund';
  amount: number;
  currency: string;
  usdRate: number;
  /** ISO-8601 UTC */
  paidAt: string;
}

/**
 * The figures of the data centre, read from the rollups, for the owner of an app; the add-on
 * figures are `addon-figures.ts`, the buyers' `buyer-figures.ts`.
 */
export class DatacenterService {
  private readonly addons: AddonFigures;
  private readonly buyers: BuyerFigures;

  constructor(private readonly deps: DatacenterDeps) {
    const scope: FigureScope = {
      appFor: (caller, ref) => this.appFor(caller, ref),
      context: (caller, req) => this.context(caller, req),
    };
    this.addons = new AddonFigures(deps, scope);
    this.buyers = new BuyerFigures(deps, scope);
  }

  // ---- the settlement bills' view of the orders ----------------------------------------------

  /** The apps with orders on these days of the portal's time zone. */
  appsWithOrders(from: string, to: string): Promise<string[]> {
    return this.deps.repo.appsWithOrders(from, to);
  }

  /** The apps' orders on these days, a page at a time, so a large month is never held whole. */
  async *orders(appIds: string[], from: string, to: string, pageSize = 2000) {
    let after = '';
    for (;;) {
      const page = await this.deps.repo.ordersPage(appIds, from, to, after, pageSize);
      for (const r of page) {
        const line: OrderLine = {
          orderId: r.order_id,
          appId: r.app_id,
          sku: r.sku ?? '',
          type: r.type === 'refund' ? 'refund' : 'sale',
          amount: r.amount,
          currency: r.currency,
          usdRate: r.usd_rate,
          paidAt: r.at,
        };
        yield line;
      }
      if (page.length < pageSize) return;
      after = page[page.length - 1]!.order_id;
    }
  }

  /** The app a figure is asked for: 10501 when there is none, 10011 when another studio's. */
  async appFor(caller: Caller, ref: AppRef): Promise<AppFacts> {
    const app = await this.deps.findApp(ref);
    if (!app) throw new AppError(ErrorCode.appNotFound);
    if (!holdsApp(caller, app) && !caller.admin) {
      throw new AppError(ErrorCode.notDeveloper, null, {
        zh: '该应用不属于您',
        en: 'This app belongs to another developer',
      });
    }
    return app;
  }

  range(ref: RangeRef): DayRange {
    if (ref.startTime === undefined || ref.endTime === undefined) {
      return this.deps.calendar.defaultRange(this.deps.clock.now());
    }
    return this.deps.calendar.resolve(ref.startTime, ref.endTime);
  }

  /** Every day of the range with its figures. */
  async days(appId: string, range: DayRange): Promise<DayFigures[]> {
    const rows = new Map(
      (await this.deps.repo.figures.dayRows(appId, range.from, range.to)).map((r) => [r.day, r]),
    );
    return range.days.map((day) => rows.get(day) ?? { day, ...noCounts() });
  }

  private async context(caller: Caller, req: AppRef & RangeRef) {
    const app = await this.appFor(caller, req);
    return { app, range: this.range(req) };
  }

  async marketing(caller: Caller, req: AppRef & RangeRef): Promise<MarketingAnswer> {
    const { app, range } = await this.context(caller, req);
    const days = await this.days(app.id, range);
    const sum = (c: DayColumn) => days.reduce((n, d) => n + d[c], 0);
    return {
      saleCount: sum('sales'),
      amount: sum('sale_fen'),
      refundCount: sum('refunds'),
      refundAmount: sum('refund_fen'),
    };
  }

  async infoTendency(caller: Caller, req: AppRef & RangeRef): Promise<InfoTendencyAnswer> {
    const { app, range } = await this.context(caller, req);
    const days = await this.days(app.id, range);
    return {
      content: {
        appVisit: days.map((d) => ({ time: d.day, VisitCount: d.visits })),
        appSale: days.map((d) => ({ time: d.day, saleCount: d.sales })),
        appRefund: days.map((d) => ({ time: d.day, refundCount: d.refunds })),
      },
    };
  }

  async devNum(caller: Caller, req: AppRef & RangeRef): Promise<DevNumAnswer> {
    const { app, range } = await this.context(caller, req);
    return { content: { tendency: await this.hours(app.id, range) } };
  }

  /**
   * Devices on each version at the end of each of the last `days` days (the portal's), as the
   * store reported installs and updates; versions with no device in the range are left out.
   */
  /** Devices active on each build per day of the range (starts and usage naming a build). */
  buildActivity(appId: string, range: DayRange) {
    return this.deps.repo.figures.buildActiveDays(appId, range.from, range.to);
  }

  /** Devices active on a build in [from, to), ISO instants (the automatic halt's window). */
  buildActiveBetween(appId: string, versionCode: number, from: string, to: string) {
    return this.deps.repo.buildActiveBetween(appId, versionCode, from, to);
  }

  async adoption(appId: string, days: number): Promise<Adoption> {
    const today = this.deps.calendar.dayOf(this.deps.clock.now().getTime());
    const range = this.deps.calendar.lastDays(today, days);
    const figures = this.deps.repo.figures;
    const [base, deltas] = await Promise.all([
      figures.versionTotalsBefore(appId, range.from),
      figures.versionDeltas(appId, range.from, range.to),
    ]);
    const codes = new Set([...base.keys(), ...deltas.map((d) => Number(d.version_code))]);
    const versions = [...codes]
      .sort((a, b) => b - a)
      .map((code) => {
        let running = base.get(code) ?? 0;
        const devices = range.days.map((day) => {
          for (const d of deltas) {
            if (d.day === day && Number(d.version_code) === code) running += Number(d.delta);
          }
          return running;
        });
        return { versionCode: code, versionName: '', devices };
      })
      .filter((v) => v.devices.some((n) => n > 0));
    return { days: range.days, versions };
  }

  async hours(appId: string, range: DayRange) {
    const totals = await this.deps.repo.figures.hourTotals(appId, range.from, range.to);
    return Array.from({ length: 24 }, (_, hour) => ({
      time: `${String(hour).padStart(2, '0')}:00`,
      devNum: totals.get(hour) ?? 0,
    }));
  }

  async activeData(caller: Caller, req: AppRef & RangeRef): Promise<ActiveDataAnswer> {
    const { app, range } = await this.context(caller, req);
    const days = await this.days(app.id, range);
    return {
      activeNum: DeviceSet.unionSize(
        await this.deps.repo.figures.daySetsInRange(app.id, range.from, range.to),
      ),
      increaseNum: days.reduce((n, d) => n + d.new_devices, 0),
      useTime: days.reduce((n, d) => n + d.usage_seconds, 0),
      startNum: days.reduce((n, d) => n + d.starts, 0),
    };
  }

  /** One column of the app's days as a trend. */
  async tendency(
    caller: Caller,
    req: AppRef & RangeRef,
    column: DayColumn,
  ): Promise<TendencyAnswer> {
    const { app, range } = await this.context(caller, req);
    const days = await this.days(app.id, range);
    return { content: { tendency: days.map((d) => ({ time: d.day, num: d[column] })) } };
  }

  // ---- buyers (`buyer-figures.ts`) -----------------------------------------------------------

  gender(caller: Caller, req: AppRef & RangeRef): Promise<GenderAnswer> {
    return this.buyers.gender(caller, req);
  }

  genderOf(appId: string, range: DayRange): Promise<GenderAnswer> {
    return this.buyers.genderOf(appId, range);
  }

  age(caller: Caller, req: AppRef & RangeRef): Promise<AgeAnswer> {
    return this.buyers.age(caller, req);
  }

  /** Ages as of the year the range ends in. */
  ageOf(appId: string, range: DayRange): Promise<AgeAnswer> {
    return this.buyers.ageOf(appId, range);
  }

  // ---- open statistics -----------------------------------------------------------------------

  /**
   * Day figures for a studio's own tools, a page of days at a time: the same numbers as the
   * portal's screens.
   */
  async openStats(
    appId: string,
    q: {
      startTime: string | number;
      endTime: string | number;
      metric: OpenMetric[];
      page: number;
      pageSize: number;
    },
  ): Promise<OpenStatsAnswer> {
    const whole = this.deps.calendar.resolve(q.startTime, q.endTime);
    const days = whole.days.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
    const rows: OpenStatsAnswer['days'] = [];
    if (days.length > 0) {
      const part = { from: days[0]!, to: days.at(-1)!, days };
      const [figures, addons] = await Promise.all([
        this.days(appId, part),
        this.addonDays(appId, part),
      ]);
      figures.forEach((d, i) => {
        const all: Record<OpenMetric, number> = {
          visits: d.visits,
          sales: d.sales,
          saleAmount: d.sale_fen,
          refunds: d.refunds,
          refundAmount: d.refund_fen,
          activeDevices: d.active_devices,
          newDevices: d.new_devices,
          usageSeconds: d.usage_seconds,
          starts: d.starts,
          addonSales: addons[i]!.allSaleCount,
          addonIncome: addons[i]!.allIncome,
        };
        rows.push({ day: d.day, ...Object.fromEntries(q.metric.map((m) => [m, all[m]])) });
      });
    }
    const last = q.page * q.pageSize >= whole.days.length;
    return {
      days: rows,
      page: q.page,
      pageSize: q.pageSize,
      totalDays: whole.days.length,
      nextPage: last ? null : q.page + 1,
    };
  }

  // ---- add-ons (`addon-figures.ts`) ----------------------------------------------------------

  addonDetail(
    caller: Caller,
    req: AppRef & RangeRef & { page: number; size: number },
    lang: Lang,
  ): Promise<AddonDetailAnswer> {
    return this.addons.addonDetail(caller, req, lang);
  }

  /** Every add-on of the range in the reader's language, for the export. */
  addonRows(appId: string, range: DayRange, lang: Lang) {
    return this.addons.addonRows(appId, range, lang);
  }

  addonTendency(
    caller: Caller,
    req: AppRef & RangeRef & { sku?: string | undefined },
  ): Promise<AddonTendencyAnswer> {
    return this.addons.addonTendency(caller, req);
  }

  addonDays(appId: string, range: DayRange, sku?: string) {
    return this.addons.addonDays(appId, range, sku);
  }

  addonAllIncome(caller: Caller, req: AppRef & RangeRef): Promise<AddonAllIncomeAnswer> {
    return this.addons.addonAllIncome(caller, req);
  }

  /** The add-ons the developer defined and those the store sold, by SKU. */
  addonSkus(caller: Caller, appId: string, lang: Lang): Promise<AddonSkuListAnswer> {
    return this.addons.addonSkus(caller, appId, lang);
  }
}
