// Writes docs/api/index.md: every route of the contract with its module, the service method its
// handler calls and the web files that call it, read from the sources. An API test fails when
// the file is stale: run `npm run api:index` after adding or moving a call.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import * as contract from '@vrportal/contract';
import type { RouteSpec } from '@vrportal/contract';
import { callTables, everyRoute, methodOf } from '@vrportal/contract/openapi';

// apps/server/src/cli (or dist/cli) -> the repository
const root = path.resolve(import.meta.dirname, '../../../..');
export const INDEX_FILE = path.join(root, 'docs/api/index.md');

const isRoute = (v: unknown): v is RouteSpec =>
  typeof v === 'object' && v !== null && 'kind' in v && 'path' in v && 'permission' in v;

/** The contract's export name of each call table and each table of paths. */
function contractTables() {
  const tableNames = new Map<object, string>();
  const pathTables = new Map<string, Record<string, string>>();
  for (const [name, value] of Object.entries(contract as Record<string, unknown>)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const values = Object.values(value);
    if (values.length > 0 && values.every(isRoute)) tableNames.set(value, name);
    if (values.length > 0 && values.every((v) => typeof v === 'string' && v.startsWith('/'))) {
      pathTables.set(name, value as Record<string, string>);
    }
  }
  return { tableNames, pathTables };
}

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Local names of the contract's imports in a source file: `appCalls as calls` gives calls. */
function contractImports(source: ts.SourceFile): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if ((statement.moduleSpecifier as ts.StringLiteral).text !== '@vrportal/contract') continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      names.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** The first `service.method(` a handler calls, its service one of `services`. */
function serviceCallIn(
  node: ts.Node,
  services: Set<string>,
  locals: Map<string, ts.Node>,
): string | null {
  let found: string | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      if (
        ts.isPropertyAccessExpression(callee) &&
        ts.isIdentifier(callee.expression) &&
        services.has(callee.expression.text)
      ) {
        found = `${callee.expression.text}.${callee.name.text}`;
        return;
      }
      // a handler made by a helper of the same file (servePublic('pic', …))
      if (ts.isIdentifier(callee) && locals.has(callee.text)) visit(locals.get(callee.text)!);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

interface ServerSide {
  module: string;
  method: string;
}

/** Where each call is registered, by `<table export>.<name>`, read from the route files. */
function serverSide(tableExports: Set<string>): Map<string, ServerSide> {
  const found = new Map<string, ServerSide>();
  const files = [
    ...filesUnder(path.join(root, 'apps/server/src/modules'), (f) => f.endsWith('.routes.ts')),
    path.join(root, 'apps/server/src/app.ts'),
  ];
  for (const file of files) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const imports = contractImports(source);
    const module = file.includes('/modules/') ? path.basename(path.dirname(file)) : 'app';
    const locals = new Map<string, ts.Node>();
    const visit = (node: ts.Node, services: Set<string>) => {
      if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node)) {
        const inner = new Set(services);
        for (const p of node.parameters) {
          if (ts.isIdentifier(p.name) && p.name.text !== 'registerCall') inner.add(p.name.text);
        }
        services = inner;
      }
      if (ts.isVariableDeclaration(node)) {
        // `const { figures, intake } = deps` names services too; `const serve = (…) => …` a helper
        if (ts.isObjectBindingPattern(node.name)) {
          for (const e of node.name.elements)
            if (ts.isIdentifier(e.name)) services.add(e.name.text);
        } else if (ts.isIdentifier(node.name) && node.initializer) {
          locals.set(node.name.text, node.initializer);
        }
      }
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'registerCall'
      ) {
        const [spec, handler] = node.arguments;
        if (spec && ts.isPropertyAccessExpression(spec) && ts.isIdentifier(spec.expression)) {
          const table = imports.get(spec.expression.text) ?? spec.expression.text;
          if (tableExports.has(table)) {
            const method = handler ? serviceCallIn(handler, services, locals) : null;
            found.set(`${table}.${spec.name.text}`, {
              module: module === 'app' ? 'app.ts' : `modules/${module}`,
              method: method ?? '—',
            });
          }
        }
      }
      ts.forEachChild(node, (child) => visit(child, services));
    };
    visit(source, new Set());
  }
  return found;
}

/** The web files that call each route, by `<table export>.<name>`. */
function webSide(
  routes: { key: string; table: string; name: string; spec: RouteSpec }[],
  pathTables: Map<string, Record<string, string>>,
): Map<string, string[]> {
  const files = filesUnder(
    path.join(root, 'apps/web/src'),
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
  );
  const texts = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));
  // the web's references: xApi = callRefs<typeof xCalls>(…) stands for the table xCalls
  const apiTables = new Map<string, string>();
  for (const text of texts.values()) {
    for (const m of text.matchAll(/(\w+) = callRefs<[\s\w<]*?typeof (\w+)\b/g)) {
      apiTables.set(m[1]!, m[2]!);
    }
  }
  const found = new Map<string, string[]>();
  for (const route of routes) {
    const holders = [
      ...[...apiTables].filter(([, table]) => table === route.table).map(([api]) => api),
      ...[...pathTables]
        .filter(([, paths]) => paths[route.name] === route.spec.path)
        .map(([name]) => name),
    ];
    const callers: string[] = [];
    for (const [file, text] of texts) {
      const uses = holders.some(
        (holder) =>
          new RegExp(`\\b${holder}\\.${route.name}\\b`).test(text) ||
          // a name handed to a helper that indexes the reference (usePost('appMarketing'))
          (new RegExp(`\\b${holder}\\[`).test(text) && text.includes(`'${route.name}'`)),
      );
      if (uses) callers.push(rel(file));
    }
    found.set(route.key, callers);
  }
  return found;
}

export function buildApiIndex(): string {
  const { tableNames, pathTables } = contractTables();
  const routes = everyRoute().map(({ tag, name, spec }) => {
    const table = tableNames.get(callTables[tag]!) ?? tag;
    return { tag, name, spec, table, key: `${table}.${name}` };
  });
  const server = serverSide(new Set(tableNames.values()));
  const web = webSide(routes, pathTables);
  const lines = [
    '# API index',
    '',
    'Every route of the API, from the call tables of `packages/contract`: how it is called, who',
    'may call it, the server module that registers it, the service method its handler calls and',
    'the web files that call it. Generated by `npm run api:index`; an API test fails when it is',
    'stale. The requests and answers are in the [OpenAPI reference](../../manage/api-docs/) and',
    'the pages of this folder.',
    '',
  ];
  let tag = '';
  for (const route of routes) {
    if (route.tag !== tag) {
      tag = route.tag;
      lines.push(`## ${tag}`, '');
      lines.push('| Call | Method and path | Auth, permission | Module | Service method | Web |');
      lines.push('| --- | --- | --- | --- | --- | --- |');
    }
    const at = server.get(route.key);
    const callers = web.get(route.key) ?? [];
    lines.push(
      `| \`${route.key}\` | ${methodOf(route.spec)} \`${route.spec.path}\` (${route.spec.kind}) | ` +
        `${route.spec.auth}, \`${route.spec.permission}\` | ${at?.module ?? 'not registered'} | ` +
        `${at ? `\`${at.method}\`` : '—'} | ${callers.map((f) => `\`${f}\``).join('<br>') || '—'} |`,
    );
    const next = routes[routes.indexOf(route) + 1];
    if (!next || next.tag !== tag) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(INDEX_FILE, buildApiIndex());
  console.log(`Wrote ${rel(INDEX_FILE)}`);
}
