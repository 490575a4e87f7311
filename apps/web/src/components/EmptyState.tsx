import { Empty } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list's "nothing here" state: the small empty picture over a bold title and a line of text.
 * `block` is the screen's stylesheet block (e.g. "apps-empty"): the title and the text take its
 * `__title` and `__text` classes, so each screen keeps its own look.
 */
export function EmptyState({
  block,
  title,
  text,
}: {
  block: string;
  title: ReactNode;
  text: ReactNode;
}) {
  return (
    <Empty
      className={block}
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className={`${block}__title`}>{title}</strong>
          <span className={`${block}__text`}>{text}</span>
        </>
      }
    />
  );
}
