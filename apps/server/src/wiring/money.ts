// Wires the payment profiles, the data center's figures and the bills built on them.
import { paymentChangedMail } from '../messaging/templates.js';
import { BillsRepository } from '../modules/bills/bills.repository.js';
import { BillsService } from '../modules/bills/bills.service.js';
import { CalendarDaysRepository } from '../modules/bills/calendar-days.repository.js';
import { WorkingDays } from '../modules/bills/working-days.js';
import { Calendar } from '../modules/datacenter/calendar.js';
import { DatacenterRepository } from '../modules/datacenter/datacenter.repository.js';
import { DatacenterService } from '../modules/datacenter/datacenter.service.js';
import { ExportSheets } from '../modules/datacenter/export-sheets.js';
import { IntakeService } from '../modules/datacenter/intake.service.js';
import { FinanceService } from '../modules/finance/finance.service.js';
import type { Services } from '../services.js';
import type { Wiring } from './wiring-context.js';

export function wireMoney(
  w: Wiring,
  {
    accounts,
    notifications,
    teams,
    apps,
  }: Pick<Services, 'accounts' | 'notifications' | 'teams' | 'apps'>,
): Pick<Services, 'finance' | 'figures' | 'intake' | 'exportSheets' | 'bills'> & {
  /** the portal's days in its time zone, shared with the vitals */
  calendar: Calendar;
} {
  const { config, db, clock, mail, accountNamesOf, onDeliveryError, late } = w;
  const finance: FinanceService = new FinanceService({
    db,
    notifications,
    cipher: w.fieldCipher,
    clock,
    accountNamesOf,
    // the owner hears of every new payment profile, in its own language
    tellOwner: async (orgId, change) => {
      const contact = await accounts.contactOf((await teams.ownerOf(orgId)) ?? orgId);
      if (!contact?.email) return;
      const org = (await teams.orgName(orgId)) ?? '';
      await mail.send(
        paymentChangedMail(contact.lang, contact.email, {
          org,
          by: change.by,
          fields: change.fields(contact.lang),
        }),
      );
    },
  });
  const dcRepo = new DatacenterRepository(db);
  const calendar = new Calendar(config.timeZone);
  const figures = new DatacenterService({
    repo: dcRepo,
    calendar,
    clock,
    findApp: (ref) => apps.byRef(ref),
    // platform services are made later; this is only called once a request comes
    addonNamesOf: (appId) => late.platform.addonNames(appId),
  });
  const intake = new IntakeService({
    repo: dcRepo,
    calendar,
    clock,
    appExists: async (appId) => (await apps.byId(appId)) !== undefined,
    usdPerCny: config.usdPerCny,
  });
  const calendarDays = new CalendarDaysRepository(db);
  const bills = new BillsService({
    repo: new BillsRepository(db),
    clock,
    workingDays: new WorkingDays(config.timeZone, calendarDays),
    calendarDays,
    blobs: w.blobs,
    mail,
    notifications,
    feePercent: config.settlementFeePercent,
    financeMail: config.financeMail,
    orders: figures,
    appById: (appId) => apps.byId(appId),
    appsOf: (ownerId, lang) => apps.ownedBy(ownerId, lang),
    appNamesOf: (appIds, lang) => apps.displayNamesOf(appIds, lang),
    settlementAccount: (accountId) => finance.settlementAccount(accountId),
    // a bill's files and disputes name its organisation's owner
    contactOf: async (orgId) => accounts.contactOf((await teams.ownerOf(orgId)) ?? orgId),
    // a bill's notices go to the members who read bills
    mailMembers: (orgId, make) =>
      w.mailMembers({ orgId, permission: 'bills:read', appId: null }, 'bills', make),
    events: w.events,
    ...(onDeliveryError ? { onError: onDeliveryError } : {}),
  });
  return { finance, figures, intake, exportSheets: new ExportSheets(figures), bills, calendar };
}
