import type { z } from 'zod';

/** What the sample maker reads of a zod schema (zod keeps it in `_zod.def`). */
interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const NONE = Symbol('none');

/** Values that fit many of the contract's text fields: ids, codes, names, days, e-mail. */
function textPool(appId: string, key: string): string[] {
  const pool = [
    appId,
    'nobody@example.com',
    '13800000000',
    '123456',
    '0123456789ABCDEF0123456789ABCDEF',
    'com.example.fuzz',
    '2026-01-01',
    'Fuzz Name',
    'fuzz-identifier-0001',
    'game.apk',
    'abcdefghijklmnopqrstuvwxyz012345',
    'en',
    'zh_CN',
    '1',
    'x',
    '',
  ];
  return /appid/i.test(key) ? pool : [...pool.slice(1), appId];
}

const numberPool = [1, 0, 2, 3, 10, 100, 1000, 2026, 1_767_225_600_000];

function candidates(schema: z.ZodType, appId: string, key: string, depth: number): unknown[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const inner = (name: string) => candidates(def[name] as z.ZodType, appId, key, depth + 1);
  switch (def.type) {
    case 'optional':
      return [...inner('innerType'), undefined];
    case 'nullable':
      return [...inner('innerType'), null];
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return candidates((def.getter as () => z.ZodType)(), appId, key, depth + 1);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => candidates(o, appId, key, depth + 1));
    case 'literal':
      return [...(def.values as unknown[])];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'string':
      return textPool(appId, key);
    case 'number':
      return numberPool;
    case 'array': {
      const item = first(def.element as z.ZodType, appId, key, depth + 1);
      return item === NONE ? [[]] : [[item], []];
    }
    case 'record': {
      const keys = candidates(def.keyType as z.ZodType, appId, key, depth + 1);
      const value = first(def.valueType as z.ZodType, appId, key, depth + 1);
      const firstKey = keys.find((k) => typeof k === 'string' && k !== '');
      return value === NONE || firstKey === undefined
        ? [{}]
        : [{ [firstKey as string]: value }, {}];
    }
    case 'object': {
      const full: Record<string, unknown> = {};
      const required: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const value = first(field, appId, name, depth + 1);
        if (value === NONE || value === undefined) continue;
        full[name] = value;
        if (!field.safeParse(undefined).success) required[name] = value;
      }
      return [full, required];
    }
    default:
      return [1, 'x', {}];
  }
}

function first(schema: z.ZodType, appId: string, key: string, depth: number): unknown {
  const found = candidates(schema, appId, key, depth).find((v) => schema.safeParse(v).success);
  return found === undefined && !schema.safeParse(undefined).success ? NONE : found;
}

/**
 * A body the schema accepts, made from a small pool of plausible values (the App ID given for
 * fields named appId), or the closest try when none is found (a refinement across fields).
 */
export function sampleOf(schema: z.ZodType, appId: string): unknown {
  const all = candidates(schema, appId, '', 0);
  return all.find((v) => schema.safeParse(v).success) ?? all[0] ?? {};
}

/** The top-level field names of a request schema (of every option of a union). */
export function fieldsOf(schema: z.ZodType, depth = 0): string[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const inner = (name: string) => fieldsOf(def[name] as z.ZodType, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap((o) => fieldsOf(o, depth + 1)))];
    case 'intersection':
      return [...new Set([...inner('left'), ...inner('right')])];
    case 'pipe':
      return inner('in');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    default:
      return [];
  }
}
