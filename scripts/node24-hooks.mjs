// Preloaded on Node 24 (`--import`, see scripts/node24.mjs): a package compiled by node-gyp
// resolves to its copy built for Node 24 in NODE24_NATIVE_TREE instead of the main
// node_modules' Node 20 build, whoever asks for it (the server, a test, Vitest by file path).
import module from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const tree = process.env.NODE24_NATIVE_TREE;
if (!tree) throw new Error('node24-hooks.mjs needs NODE24_NATIVE_TREE (see scripts/node24.mjs)');
if (typeof module.registerHooks !== 'function')
  throw new Error(`node24-hooks.mjs needs module.registerHooks, which ${process.version} lacks`);

const { packages } = JSON.parse(fs.readFileSync(path.join(tree, 'native.json'), 'utf8'));
const copies = path.join(tree, 'node_modules') + path.sep;
let told = false;

module.registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url?.startsWith('file:')) return resolved;
    const file = fileURLToPath(resolved.url);
    if (file.startsWith(copies)) return resolved;
    for (const name of packages) {
      const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
      const at = file.lastIndexOf(marker);
      if (at === -1) continue;
      if (!told) {
        told = true;
        // one line a process, so a test run shows which Node its workers run on
        process.stderr.write(
          `[node24] ${process.version} (pid ${process.pid}) loads ${name} from ${tree}\n`,
        );
      }
      return {
        ...resolved,
        url: pathToFileURL(path.join(copies, name, file.slice(at + marker.length))).href,
      };
    }
    return resolved;
  },
});
