import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error.js';
import { buildServices } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { runJobByHand } from '../jobs/by-hand.js';
import { jobNames } from '../jobs/registry.js';
import { errorText } from '@vrportal/contract';

const usage = `Usage: npm run admin -- <command> [options]

Commands:
  create-account --email E | --mobile M --password P [--super] [--name N]
      Creates an approved developer account (--super: also an administrator).
  approve-developer --email E | --mobile M
  reject-developer --email E | --mobile M
  block --email E | --mobile M        Blocks sign-in and ends the account's sessions.
  unblock --email E | --mobile M
  create-business --name N --email E
      Registers a business developers may link to their release channels; prints its ID (bId).
  generate-bills --month YYYY-MM
      Makes the month's settlement bills (a month that has ended); running it again makes nothing new.
  reconcile --month YYYY-MM
      Proves the month's ledger: per developer, bill plus fee (less adjustments) equals the net of
      the orders, to the cent. Exits 1 when it does not.
  holidays import <file.json>
      Imports a year's mainland China public holidays and the weekend days worked in their place
      (the format is in docs/operations.md); bills count working days with it. Again for the same
      year replaces it.
  holidays status [--at ISO-TIME]
      Says whether the calendar knows this year and, from 1 November, the next.
  run-job <name> [--at ISO-TIME]
      Runs one of the server's timed jobs once, as of the time given (default now), and records
      its outcome (docs/operations.md, Timed jobs): ${jobNames.join(', ')}.
      release-dates puts online the apps whose release date has come; an app already moved (by
      the server or another run) is not moved again.
  sweep-bills [--at ISO-TIME]
      Sends held bills whose developer now has approved payment information and confirms by
      default the bills whose verification deadline passed, as of the time given (default now).

The database is the one the server uses (DATABASE_URL, else DATA_DIR/portal.sqlite).`;

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      mobile: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      super: { type: 'boolean', default: false },
      month: { type: 'string' },
      at: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 2;
  }
  if (command && BILL_COMMANDS.has(command)) return billCommand(command, values);
  if (command === 'holidays') return holidaysCommand(positionals.slice(1), values.at);
  if (command === 'run-job') return runJob(positionals[1], values.at);
  if (command === 'create-business' && (!values.name || !values.email)) {
    console.error('create-business needs --name and --email.');
    return 2;
  }
  if (!values.email && !values.mobile) {
    console.error('Name the account with --email or --mobile.');
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const { accounts, releases } = buildServices({ config, db });
    if (command === 'create-business') {
      const { bId } = await releases.createBusiness(values.name!, values.email!);
      console.log(`Created business ${values.name} <${values.email}>: bId ${bId}`);
      return 0;
    }
    const identity = values.email ? { email: values.email } : { mobile: values.mobile! };
    const who = values.email ?? values.mobile;
    if (command === 'create-account') {
      if (!values.password) {
        console.error('create-account needs --password.');
        return 2;
      }
      await accounts.createAccount({
        ...(values.email ? { email: values.email } : {}),
        ...(values.mobile ? { mobile: values.mobile } : {}),
        password: values.password,
        admin: values.super,
        ...(values.name ? { name: values.name } : {}),
      });
      console.log(`Created ${values.super ? 'super account' : 'developer'} ${who}.`);
      return 0;
    }
    const id = await accounts.findAccountId(identity);
    if (!id) {
      console.error(`No account ${who}.`);
      return 1;
    }
    switch (command) {
      case 'approve-developer':
      case 'reject-developer':
        await accounts.reviewDeveloper(null, id, command === 'approve-developer');
        break;
      case 'block':
      case 'unblock':
        await accounts.setBlocked(id, command === 'block');
        break;
      default:
        console.error(`Unknown command ${command}.\n\n${usage}`);
        return 2;
    }
    console.log(`Done: ${command} ${who}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** The time of --at (default now); null, said why, when it is not a time. */
function timeOf(text: string | undefined): Date | null {
  const at = text === undefined ? new Date() : new Date(text);
  if (!Number.isNaN(at.getTime())) return at;
  console.error('--at must be an ISO time such as 2026-12-09T10:00:00+08:00.');
  return null;
}

/** Runs `work` with the services on the server's database, migrated, and closes it after. */
async function withServices(
  work: (services: ReturnType<typeof buildServices>) => Promise<number>,
): Promise<number> {
  const config = loadConfig();
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    return await work(buildServices({ config, db }));
  } finally {
    await db.destroy();
  }
}

/** A timed job of the server, run once by hand as of a time. */
async function runJob(job: string | undefined, atText: string | undefined) {
  if (!job || !jobNames.includes(job)) {
    console.error(`run-job needs a job name: ${jobNames.join(', ')}.\n\n${usage}`);
    return 2;
  }
  const at = timeOf(atText);
  if (!at) return 2;
  return runJobByHand(job, at);
}

async function holidaysCommand([action, file]: string[], atText: string | undefined) {
  if (!(action === 'import' && file) && action !== 'status') {
    console.error('Use: holidays import <file.json> | holidays status [--at ISO-TIME]');
    return 2;
  }
  const at = timeOf(atText);
  if (!at) return 2;
  let content: unknown;
  if (action === 'import') {
    try {
      content = JSON.parse(await fs.readFile(file!, 'utf8'));
    } catch (error) {
      console.error(`${file}: ${(error as Error).message}`);
      return 2;
    }
  }
  return withServices(async ({ bills }) => {
    if (action === 'status') {
      const s = await bills.calendarStatus(at);
      const say = (year: number, known: boolean) =>
        `${year}: ${known ? 'holidays known' : 'NOT KNOWN (Monday to Friday)'}`;
      console.log([say(s.year, s.known), say(s.nextYear, s.nextKnown)].join('\n'));
      return s.missing.length ? 1 : 0;
    }
    const done = await bills.importHolidays(content);
    if (!done.ok) {
      console.error(`${file} was not imported:\n  ${done.problems.join('\n  ')}`);
      return 1;
    }
    console.log(
      `Imported ${done.year}: ${done.holidays} holiday days and ${done.workdays} weekend days worked.`,
    );
    return 0;
  });
}

const BILL_COMMANDS = new Set(['generate-bills', 'reconcile', 'sweep-bills']);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const usd = (cents: number) => (cents / 100).toFixed(2);

async function billCommand(command: string, values: { month?: string; at?: string }) {
  if (command !== 'sweep-bills' && !MONTH.test(values.month ?? '')) {
    console.error(`${command} needs --month YYYY-MM.`);
    return 2;
  }
  const at = timeOf(values.at);
  if (!at) return 2;
  return withServices(async ({ bills }) => {
    if (command === 'generate-bills') {
      const r = await bills.generate(values.month!, at);
      console.log(
        `Bills of ${r.month}: ${r.made} made (${r.held} held for payment information), ${r.existing} already made.`,
      );
      return 0;
    }
    if (command === 'sweep-bills') {
      const r = await bills.sweep(at);
      console.log(
        `Swept as of ${at.toISOString()}: ${r.sent} held bills sent, ${r.autoConfirmed} confirmed by default.`,
      );
      return 0;
    }
    const r = await bills.reconcile(values.month!);
    for (const row of r.rows) {
      console.log(
        `${row.accountId}  orders ${usd(row.orders)}  bill ${usd(row.settle)} + fee ${usd(row.fee)} - adjustments ${usd(row.adjust)}  ${row.diff === 0 ? 'equal' : `DIFFERS by ${usd(row.diff)}`}`,
      );
    }
    console.log(
      `${r.month}: orders ${usd(r.orders)} USD; bills ${usd(r.settle)} + fees ${usd(r.fee)} - adjustments ${usd(r.adjust)} = ${usd(r.settle + r.fee - r.adjust)} USD: ${r.balanced ? 'balanced to the cent' : 'NOT balanced'}.`,
    );
    return r.balanced ? 0 : 1;
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof AppError) console.error(error.detail?.en ?? errorText(error.code, 'en'));
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
