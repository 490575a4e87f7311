import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { PlatformCatalogue } from './catalogue';
import type { PlatformKey, PlatformText } from './texts';

/** A table column showing one value of each row; a `nowrap` one keeps its cells on one line. */
export function column<R>(
  key: string,
  title: string,
  cell: (row: R) => ReactNode,
  { nowrap = false }: { nowrap?: boolean } = {},
): TableColumnType<R> {
  return {
    key,
    title,
    ...(nowrap ? { className: 'plat-nowrap' } : {}),
    render: (_: unknown, row: R) => cell(row),
  };
}

/** The catalogue's column headings of each table, by the group that holds them. */
interface Headings {
  'history.columns': PlatformCatalogue['history']['columns'];
  'list.columns': PlatformCatalogue['list']['columns'];
  'entries.columns': PlatformCatalogue['entries']['columns'];
  'entries.historyColumns': PlatformCatalogue['entries']['historyColumns'];
}

/**
 * The columns of a table whose headings are the catalogue's <group>.<key> texts, so a column is
 * named once: `column(key, cell)`.
 */
export function headedColumns<G extends keyof Headings>(t: PlatformText, group: G) {
  return <R>(
    key: keyof Headings[G] & string,
    cell: (row: R) => ReactNode,
    options?: { nowrap?: boolean },
  ) => column(key, t(`${group}.${key}` as PlatformKey), cell, options);
}
