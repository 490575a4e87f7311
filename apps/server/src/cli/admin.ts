import { parseArgs } from 'node:util';
import { AppError } from '../lib/app-error.js';
import { buildServices } from '../app.js';
import { ConfigError, loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
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
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0];
  if (values.help || !command) {
    console.log(usage);
    return command || values.help ? 0 : 2;
  }
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

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof AppError) console.error(error.detail?.en ?? errorText(error.code, 'en'));
    else if (error instanceof ConfigError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
