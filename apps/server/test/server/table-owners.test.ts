import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One owner per table: a table is named in SQL only by the repository files of one module, and
 * no module builds another module's repository (it asks that module's service). Migrations, which
 * create every table, are the exception.
 */
const src = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The tables of the schema (the keys of `interface Database`). */
function tables(): string[] {
  const schema = fs.readFileSync(path.join(src, 'db/schema.ts'), 'utf8');
  const body = /export interface Database \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  return [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a text names `table` in SQL: a Kysely builder call or a raw statement; in a repository
 * also a quoted name (a map from kinds to tables).
 */
function namesTable(text: string, table: string, inRepository = false): boolean {
  const builder = new RegExp(
    `\\b(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\\(\\s*['"\`]${escape(table)}\\b`,
  );
  const raw = new RegExp(`\\b(FROM|JOIN|UPDATE|INTO)\\s+${escape(table)}\\b`);
  const quoted = new RegExp(`['"]${escape(table)}['"]`);
  return builder.test(text) || raw.test(text) || (inRepository && quoted.test(text));
}

/** modules/<name>/… is module <name>; anything else is named by its folder. */
const moduleOf = (file: string) => {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === 'modules' ? parts[1]! : parts.slice(0, -1).join('/') || '.';
};

describe('one owner per table', () => {
  const files = sourceFiles(src).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

  it('names each table in the repositories of one module only', () => {
    const all = tables();
    expect(all.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const table of all) {
      const naming = files.filter((f) =>
        namesTable(f.text, table, f.file.endsWith('.repository.ts')),
      );
      if (naming.length === 0) problems.push(`${table}: no repository names it`);
      const modules = new Set(naming.map((f) => moduleOf(f.file)));
      if (modules.size > 1) problems.push(`${table}: named by ${[...modules].join(', ')}`);
      for (const f of naming) {
        if (!f.file.endsWith('.repository.ts')) {
          problems.push(`${table}: named outside a repository, in ${path.relative(src, f.file)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves each repository to its own module', () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      const own = moduleOf(file);
      // a value import (not `import type`) of another module's repository
      for (const m of text.matchAll(
        /^import \{[^}]*\} from '\.\.\/([\w-]+)\/[\w-]+\.repository\.js';/gm,
      )) {
        if (m[1] !== own) problems.push(`${path.relative(src, file)} builds ${m[1]}'s repository`);
      }
    }
    // outside modules only services.ts and wiring/ wire repositories to their services
    expect(problems).toEqual([]);
  });

  it('would see a table named by two modules', () => {
    expect(namesTable(`db.selectFrom('apps').selectAll()`, 'apps')).toBe(true);
    expect(namesTable('SELECT id FROM apps WHERE', 'apps')).toBe(true);
    expect(namesTable(`db.selectFrom('app_assets')`, 'apps')).toBe(false);
    expect(namesTable(`{ item: 'apps' }`, 'apps')).toBe(false);
    expect(namesTable(`{ item: 'apps' }`, 'apps', true)).toBe(true);
    expect(namesTable(`import { AppsRepository } from '../apps.repository.js'`, 'apps')).toBe(
      false,
    );
  });
});
