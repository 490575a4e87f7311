import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * Runs a command line's `main` when its file is the program Node started, under whatever name a
 * pipeline copied it to, and not when a test imports it; exits with its code.
 */
export function runAsProgram(moduleUrl: string, main: (argv: string[]) => Promise<number>) {
  const started = process.argv[1];
  if (!started || moduleUrl !== pathToFileURL(fs.realpathSync(started)).href) return;
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
