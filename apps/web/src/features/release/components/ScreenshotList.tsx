import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { App, Button, Image } from 'antd';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useReorderPics } from '../api/reorder-pics';

/** Moves the entry at `from` one place earlier (-1) or later (+1). */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const next = [...list];
  const to = from + by;
  if (to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * The screenshots of a release in their order, each with buttons moving it one place earlier
 * or later (reachable by keyboard: Tab, then Enter or Space); the new order is saved at once
 * with saveAppInfo's `pics`, and the focus follows the moved screenshot.
 */
export function ScreenshotList({
  appId,
  cId,
  pics,
  disabled,
  busy,
  deleteButton,
}: {
  appId: string;
  cId: string;
  pics: string[];
  disabled: boolean;
  busy: boolean;
  deleteButton: (name: string, url: string) => ReactNode;
}) {
  const { t } = useTranslation('release');
  const { message } = App.useApp();
  const reorder = useReorderPics(appId, cId);
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ url: string; dir: 'left' | 'right' } | null>(null);

  // after a move the pressed button may be gone or disabled (first or last place): the focus
  // goes to the moved screenshot's other button then
  useEffect(() => {
    if (!focus || reorder.isPending) return;
    const item = [...(list.current?.children ?? [])].find(
      (el) => (el as HTMLElement).dataset.url === focus.url,
    );
    const button = (dir: string) =>
      item?.querySelector<HTMLButtonElement>(`button[data-move="${dir}"]:not(:disabled)`);
    (button(focus.dir) ?? button(focus.dir === 'left' ? 'right' : 'left'))?.focus();
  }, [focus, pics, reorder.isPending]);

  const move = (index: number, by: -1 | 1) => {
    const url = pics[index]!;
    setFocus({ url, dir: by < 0 ? 'left' : 'right' });
    reorder.mutate(moved(pics, index, by), {
      onSuccess: () =>
        void message.success({
          content: t('assets.reordered', { n: index + by + 1 }),
          key: 'asset',
        }),
      onError: (error) => {
        if (isApiError(error) && error.handled) return;
        const reason = isApiError(error) ? error.errMsg || error.message : String(error);
        void message.error({ content: t('assets.reorderFailed', { reason }), key: 'asset' });
      },
    });
  };

  const moveButton = (index: number, name: string, by: -1 | 1) => {
    const dir = by < 0 ? 'left' : 'right';
    const label = t(by < 0 ? 'assets.moveLeft' : 'assets.moveRight', { name });
    return (
      <Button
        size="small"
        data-move={dir}
        icon={by < 0 ? <ArrowLeftOutlined /> : <ArrowRightOutlined />}
        aria-label={label}
        title={label}
        disabled={busy || reorder.isPending || index + by < 0 || index + by >= pics.length}
        onClick={() => move(index, by)}
      />
    );
  };

  return (
    <ol className="rel-shots" ref={list} aria-busy={reorder.isPending}>
      {pics.map((url, index) => {
        const name = t('assets.screenshot', { n: index + 1 });
        return (
          <li key={url} className="rel-shots__item" data-url={url} data-testid="screenshot">
            <div className="rel-asset__preview rel-asset__preview--wide">
              <Image src={url} alt={name} />
            </div>
            <div className="rel-shots__bar">
              <span>{name}</span>
              {disabled ? null : (
                <span className="rel-shots__actions">
                  {pics.length > 1 ? moveButton(index, name, -1) : null}
                  {pics.length > 1 ? moveButton(index, name, 1) : null}
                  {deleteButton(name, url)}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
