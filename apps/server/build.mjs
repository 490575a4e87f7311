// Bundles the server into dist/ as plain JavaScript for production; npm packages stay external.
import { build } from 'esbuild';
import { chmodSync, readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vrportal/'));
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'info',
};

await build({
  ...common,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
});
// the command lines of CI jobs: each one file, dependencies included, that Node alone runs
await build({
  ...common,
  external: [],
  minify: true,
  entryPoints: { upload: 'src/cli/upload.ts' },
  outdir: 'dist',
  banner: { js: '#!/usr/bin/env node' },
});
chmodSync('dist/upload.js', 0o755);
await build({
  ...common,
  external: [],
  minify: true,
  entryPoints: { vrportal: 'src/cli/vrportal.ts' },
  outdir: 'dist',
  banner: { js: '#!/usr/bin/env node' },
});
chmodSync('dist/vrportal.js', 0o755);
