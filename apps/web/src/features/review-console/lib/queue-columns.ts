import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

/** The last column of a queue's table (apps and platform items alike): the button opening one. */
export function actionColumn<T>(title: string, button: (item: T) => ReactNode): TableColumnType<T> {
  return { title, key: 'action', width: 96, render: (_, item) => button(item) };
}
