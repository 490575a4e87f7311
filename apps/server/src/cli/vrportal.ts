// vrportal: every release step of a studio's pipeline with an API key (docs/api/publishing.md).
// Built to dist/vrportal.js, one file that needs only Node 20 or later.
import { parseArgs } from 'node:util';
import { publishingCalls } from '@vrportal/contract';
import { ApiClient, Exit, readKey } from './api-client.js';
import { runAsProgram } from './run-as-program.js';
import { CliError } from './transfer.js';
import { commands } from './vrportal-commands.js';

export { Exit };

const USAGE = `Usage: vrportal <command> [options]

Commands
  keys test                       check the key: its organisation, scopes and apps
  upload <file.apk> [--obb F] [--patch-obb F] [--track alpha|beta|rc]
                                  upload a build (to a testing track, or the store's draft)
  promote --from alpha|beta|rc --to alpha|beta|rc|store
                                  move the track's build on, without a new upload
  submit [--notes-zh T] [--notes-en T]
                                  send the store release, as saved, to review, with the
                                  new version's notes ("what's new") when given
  status [--wait] [--timeout S]   where the release stands; --wait waits for the review's end
  rollout <share>|halt|resume|complete
                                  the staged rollout of the store update (share in %)
  reviews list [--rating 1-5] [--page N]
  reviews reply <reviewId> <text>

Options
  --server URL     the portal's address (or VRPORTAL_SERVER)
  --app ID         the App ID (or VRPORTAL_APP_ID; not needed when the key reaches one app)
  --json           print the answer as JSON on stdout
  --lang zh|en     language of the portal's messages (default en)
  --quiet          no progress output

The API key comes from VRPORTAL_API_KEY, or from the file named by VRPORTAL_API_KEY_FILE: never
from the command line, where other users of the machine could read it.

Exit codes: 0 done; 1 refused or unreachable (the message says why); 2 wrong usage; 3 key
refused; 4 review failed or build rejected; 5 timed out.
`;

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        app: { type: 'string' },
        json: { type: 'boolean' },
        lang: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
        track: { type: 'string' },
        obb: { type: 'string' },
        'patch-obb': { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        wait: { type: 'boolean' },
        timeout: { type: 'string' },
        rating: { type: 'string' },
        'notes-zh': { type: 'string' },
        'notes-en': { type: 'string' },
        page: { type: 'string' },
      },
    });
  } catch (error) {
    const message = (error as Error).message;
    // a key on the command line is refused outright: it would be in the process list and logs
    const hint = /--key\b|--api-key\b/.test(argv.join(' '))
      ? '\nThe key is read from VRPORTAL_API_KEY or VRPORTAL_API_KEY_FILE, never from the command line.'
      : '';
    process.stderr.write(`${message}${hint}\n\n${USAGE}`);
    return Exit.usage;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    (values.help ? process.stdout : process.stderr).write(USAGE);
    return values.help ? Exit.ok : Exit.usage;
  }
  const run = commands[command];
  const server = (values.server ?? process.env.VRPORTAL_SERVER ?? '').replace(/\/+$/, '');
  try {
    if (!run) throw new CliError(Exit.usage, `unknown command ${command}`);
    if (!/^https?:\/\/\S+$/.test(server)) {
      throw new CliError(Exit.usage, '--server (or VRPORTAL_SERVER) must be an http(s) address');
    }
    const key = readKey();
    if (!key)
      throw new CliError(Exit.usage, 'no API key: set VRPORTAL_API_KEY or VRPORTAL_API_KEY_FILE');
    const client = new ApiClient(server, key, values.lang === 'zh' ? 'zh' : 'en');
    const given = values.app ?? process.env.VRPORTAL_APP_ID;
    const appId = async () => {
      if (given) return given;
      // a key that reaches one app needs no --app
      const me = await client.get(publishingCalls.whoami, {});
      if (me.apps.length === 1) return me.apps[0]!.appId;
      throw new CliError(Exit.usage, 'name the app with --app (or VRPORTAL_APP_ID)');
    };
    return await run({
      client,
      appId,
      json: Boolean(values.json),
      quiet: Boolean(values.quiet),
      values,
      rest,
    });
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${error.message}\n`);
      if (error.exit === Exit.usage) process.stderr.write(`\n${USAGE}`);
      return error.exit;
    }
    process.stderr.write(`${String(error)}\n`);
    return Exit.failed;
  }
}

runAsProgram(import.meta.url, main);
