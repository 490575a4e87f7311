import {
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  HourglassOutlined,
  PlusOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { isItemInReview, type PlatformKind } from '@vrportal/contract';
import { Alert, App, Button, Checkbox, Skeleton, Tooltip, type TableColumnsType } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { currentLang } from '@/lib/lang';
import { formatTime } from '@/lib/time';
import { useSubmitItems } from '../api/submit';
import { column, headedColumns } from '../lib/columns';
import { pluralForm } from '../lib/format';
import { failureText } from '../lib/refusal';
import { usePlatformText } from '../lib/texts';
import { NoRows, PlatTable } from './ListParts';
import { StateTag } from './StateTags';

/** Below this width the table scrolls inside its panel rather than squeezing its cells. */
const TABLE_MIN_WIDTH = 880;

/** What every item of every kind has. */
export interface ItemBase {
  id: string;
  state: number;
  updateTime: string;
}

/** One of a kind's own facts: a table column at desktop width, a label: value row on a card. */
export interface ItemFact<T> {
  key: string;
  label: string;
  value: (item: T) => ReactNode;
  /** keeps the table cell on one line */
  nowrap?: boolean;
}

export interface ItemsPanelProps<T extends ItemBase> {
  appId: string;
  kind: PlatformKind;
  query: UseQueryResult<{ items: T[] }>;
  /** the item's name in the reader's language (messages, labels) */
  nameOf: (item: T) => string;
  /** the first column: name and API name or SKU, with the item's picture */
  title: (item: T) => ReactNode;
  /** the first column's heading */
  titleLabel: string;
  /** the kind's own facts, between the title and the status */
  facts: ItemFact<T>[];
  /** more status tags (the publication state of an add-on) */
  extraTags?: (item: T) => ReactNode;
  /** more row actions (a leaderboard's entries) */
  extraActions?: (item: T) => ReactNode;
  onCreate: () => void;
  onEdit: (item: T) => void;
  remove: UseMutationResult<unknown, Error, string>;
}

/**
 * The items of one kind: a table at desktop width (cards under 750 px) with status tags, create,
 * edit and delete, and the submission of the selected items for review. Items under review can
 * be neither selected, changed nor deleted, and say so.
 */
export function ItemsPanel<T extends ItemBase>({
  appId,
  kind,
  query,
  nameOf,
  title,
  titleLabel,
  facts,
  extraTags,
  extraActions,
  onCreate,
  onEdit,
  remove,
}: ItemsPanelProps<T>) {
  const t = usePlatformText();
  const mobile = useIsMobile();
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

  const actions = (item: T) => {
    const locked = isItemInReview(item.state);
    const name = nameOf(item);
    const reason = t('list.lockedReason');
    const guarded = (node: ReactNode) =>
      locked ? (
        <Tooltip title={reason}>
          <span className="plat-actions__guard">{node}</span>
        </Tooltip>
      ) : (
        node
      );
    return (
      <div className="plat-actions">
        <div className="plat-actions__buttons">
          {guarded(
            <Button
              size="small"
              icon={<EditOutlined />}
              disabled={locked}
              aria-label={t('list.editName', { name })}
              onClick={() => onEdit(item)}
            >
              {t('list.edit')}
            </Button>,
          )}
          {guarded(
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={locked}
              aria-label={t('list.deleteName', { name })}
              onClick={() => confirmDelete(item)}
            >
              {t('list.delete')}
            </Button>,
          )}
          {extraActions?.(item)}
        </div>
        {locked ? (
          <p className="plat-actions__locked" data-testid="locked-reason">
            <HourglassOutlined aria-hidden="true" /> {reason}
          </p>
        ) : null}
      </div>
    );
  };

  const tags = (item: T) => (
    <div className="plat-tags">
      <StateTag state={item.state} />
      {extraTags?.(item)}
    </div>
  );

  const toolbar = (
    <div className="plat-toolbar">
      <div className="plat-toolbar__buttons">
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t(`list.create.${kind}`)}
        </Button>
        <Button
          icon={<SendOutlined />}
          disabled={selected.length === 0}
          loading={submit.isPending}
          onClick={confirmSubmit}
        >
          {selected.length > 0
            ? t('list.submitCount', { count: selected.length })
            : t('list.submit')}
        </Button>
      </div>
      <p className="plat-toolbar__hint">{t('list.selectHint')}</p>
    </div>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (items.length === 0) {
    body = (
      <NoRows
        query={query}
        className="plat-empty"
        empty={
          <>
            <span className="plat-empty__title">{t(`list.empty.${kind}`)}</span>
            <span className="plat-empty__hint">{t('list.emptyHint')}</span>
          </>
        }
      />
    );
  } else if (mobile) {
    body = (
      <ul className="plat-cards portal-list" aria-label={t(`list.label.${kind}`)}>
        {items.map((item) => {
          const locked = isItemInReview(item.state);
          const name = nameOf(item);
          return (
            <li key={item.id} className="plat-card" data-item-id={item.id}>
              <div className="plat-card__head portal-card-head">
                <Tooltip title={locked ? t('list.selectLocked', { name }) : undefined}>
                  <Checkbox
                    className="plat-card__check"
                    checked={selected.includes(item.id)}
                    disabled={locked}
                    aria-label={
                      locked ? t('list.selectLocked', { name }) : t('list.select', { name })
                    }
                    onChange={(event) => toggle(item.id, event.target.checked)}
                  />
                </Tooltip>
                <div className="plat-card__title">{title(item)}</div>
              </div>
              {tags(item)}
              <dl className="plat-card__rows">
                {facts.map((fact) => (
                  <div key={fact.label} className="plat-card__row">
                    <dt>{t('list.labelled', { label: fact.label })}</dt>
                    <dd>{fact.value(item)}</dd>
                  </div>
                ))}
                <div className="plat-card__row">
                  <dt>{t('list.labelled', { label: t('list.columns.updated') })}</dt>
                  <dd>{formatTime(item.updateTime)}</dd>
                </div>
              </dl>
              {actions(item)}
            </li>
          );
        })}
      </ul>
    );
  } else {
    const listColumn = headedColumns(t, 'list.columns');
    const all: TableColumnsType<T> = [
      column('title', titleLabel, title),
      ...facts.map((fact) => column(fact.key, fact.label, fact.value, { nowrap: fact.nowrap })),
      listColumn('state', (item) => (
        <>
          {tags(item)}
          <span className="plat-updated">
            {t('list.changedAt', { time: formatTime(item.updateTime) })}
          </span>
        </>
      )),
      listColumn('actions', actions),
    ];
    body = (
      <PlatTable<T>
        rowMark="data-item-id"
        size="middle"
        columns={all}
        dataSource={items}
        // as wide as the panel, cells wrapping; scrolls inside the panel when that is narrow
        scroll={{ x: TABLE_MIN_WIDTH }}
        aria-label={t(`list.label.${kind}`)}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setPicked(keys.map(String)),
          getCheckboxProps: (item) => {
            const name = nameOf(item);
            const locked = isItemInReview(item.state);
            return {
              disabled: locked,
              title: locked ? t('list.selectLocked', { name }) : undefined,
              'aria-label': locked ? t('list.selectLocked', { name }) : t('list.select', { name }),
            };
          },
        }}
      />
    );
  }

  return (
    <section className="plat-panel portal-surface" aria-labelledby={`plat-${kind}-items`}>
      <h2 className="visually-hidden" id={`plat-${kind}-items`}>
        {t(`list.label.${kind}`)}
      </h2>
      {submitted ? (
        <Alert
          className="plat-submitted"
          type="success"
          showIcon
          icon={<CheckCircleOutlined />}
          closable={{ onClose: () => setSubmitted(null) }}
          title={t('submit.doneTitle')}
          description={t('submit.doneText', { auditId: submitted })}
          data-testid="submitted"
        />
      ) : null}
      {toolbar}
      {body}
    </section>
  );
}
