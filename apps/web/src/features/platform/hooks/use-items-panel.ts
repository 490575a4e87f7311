// The selection of a kind's items, their deletion and their submission for review.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { isItemInReview, type PlatformKind } from '@vrportal/contract';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { currentLang } from '@/lib/lang';
import { useSubmitItems } from '../api/submit';
import { pluralForm } from '../lib/format';
import { failureText } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';

interface PanelItem {
  id: string;
  state: number;
}

export function useItemsPanel<T extends PanelItem>({
  appId,
  kind,
  query,
  nameOf,
  remove,
}: {
  appId: string;
  kind: PlatformKind;
  query: UseQueryResult<{ items: T[] }>;
  nameOf: (item: T) => string;
  remove: UseMutationResult<unknown, Error, string>;
}) {
  const t = usePlatformText();
  const { message, modal } = App.useApp();
  const submit = useSubmitItems(appId, kind);
  const [picked, setPicked] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  // an item that went under review or away since it was ticked is no longer selected
  const selectable = useMemo(
    () => new Set(items.filter((i) => !isItemInReview(i.state)).map((i) => i.id)),
    [items],
  );
  const selected = picked.filter((id) => selectable.has(id));

  const toggle = (id: string, on: boolean) =>
    setPicked((list) =>
      on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id),
    );

  const confirmDelete = (item: T) => {
    const name = nameOf(item);
    void modal.confirm({
      title: t('delete.title', { name }),
      content: t('delete.text'),
      okText: t('delete.ok'),
      cancelText: t('delete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync(item.id).then(
          () => {
            void message.success(t('delete.done'));
            setPicked((list) => list.filter((x) => x !== item.id));
          },
          (error: unknown) => {
            void message.error(failureText(error, t));
          },
        ),
    });
  };

  const confirmSubmit = () => {
    if (selected.length === 0) {
      void message.warning(t('list.noSelection'));
      return;
    }
    const ids = [...selected];
    void modal.confirm({
      title: t(`submit.title.${pluralForm(ids.length, currentLang())}`, { count: ids.length }),
      content: t('submit.text'),
      okText: t('submit.ok'),
      cancelText: t('submit.cancel'),
      onOk: () =>
        submit.mutateAsync(ids).then(
          (answer) => {
            void message.success(t('submit.done'));
            setSubmitted(answer.auditId);
            setPicked([]);
          },
          (error: unknown) => {
            void message.error(failureText(error, t));
          },
        ),
    });
  };

  return {
    items,
    selected,
    setPicked,
    toggle,
    submitted,
    setSubmitted,
    confirmDelete,
    confirmSubmit,
    submitting: submit.isPending,
  };
}
