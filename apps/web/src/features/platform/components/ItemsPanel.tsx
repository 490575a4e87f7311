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
import { Alert, Button, Checkbox, Skeleton, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatTime } from '@/lib/time';
import { useItemsPanel } from '../hooks/use-items-panel';
import { column, headedColumns } from '../lib/columns';
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
  const {
    items,
    selected,
    setPicked,
    toggle,
    submitted,
    setSubmitted,
    confirmDelete,
    confirmSubmit,
    submitting,
  } = useItemsPanel({ appId, kind, query, nameOf, remove });

  const actions = (item: T) => (
    <ItemActions
      item={item}
      name={nameOf(item)}
      onEdit={onEdit}
      onDelete={confirmDelete}
      extraActions={extraActions}
    />
  );

  const tags = (item: T) => (
    <div className="plat-tags">
      <StateTag state={item.state} />
      {extraTags?.(item)}
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
        {items.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            name={nameOf(item)}
            title={title(item)}
            tags={tags(item)}
            facts={facts}
            actions={actions(item)}
            checked={selected.includes(item.id)}
            onCheck={(on) => toggle(item.id, on)}
          />
        ))}
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
      <ItemsToolbar
        kind={kind}
        count={selected.length}
        submitting={submitting}
        onCreate={onCreate}
        onSubmit={confirmSubmit}
      />
      {body}
    </section>
  );
}

/** Create, and the submission of the selected items for review. */
function ItemsToolbar({
  kind,
  count,
  submitting,
  onCreate,
  onSubmit,
}: {
  kind: PlatformKind;
  count: number;
  submitting: boolean;
  onCreate: () => void;
  onSubmit: () => void;
}) {
  const t = usePlatformText();
  return (
    <div className="plat-toolbar">
      <div className="plat-toolbar__buttons">
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          {t(`list.create.${kind}`)}
        </Button>
        <Button
          icon={<SendOutlined />}
          disabled={count === 0}
          loading={submitting}
          onClick={onSubmit}
        >
          {count > 0 ? t('list.submitCount', { count }) : t('list.submit')}
        </Button>
      </div>
      <p className="plat-toolbar__hint">{t('list.selectHint')}</p>
    </div>
  );
}

/** Edit and delete of a row or card; an item under review keeps them disabled and says why. */
function ItemActions<T extends ItemBase>({
  item,
  name,
  onEdit,
  onDelete,
  extraActions,
}: {
  item: T;
  name: string;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  extraActions?: (item: T) => ReactNode;
}) {
  const t = usePlatformText();
  const locked = isItemInReview(item.state);
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
            onClick={() => onDelete(item)}
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
}

/** An item as a card under 750 px: its tick, title, tags, facts and actions. */
function ItemCard<T extends ItemBase>({
  item,
  name,
  title,
  tags,
  facts,
  actions,
  checked,
  onCheck,
}: {
  item: T;
  name: string;
  title: ReactNode;
  tags: ReactNode;
  facts: ItemFact<T>[];
  actions: ReactNode;
  checked: boolean;
  onCheck: (on: boolean) => void;
}) {
  const t = usePlatformText();
  const locked = isItemInReview(item.state);
  return (
    <li className="plat-card" data-item-id={item.id}>
      <div className="plat-card__head portal-card-head">
        <Tooltip title={locked ? t('list.selectLocked', { name }) : undefined}>
          <Checkbox
            className="plat-card__check"
            checked={checked}
            disabled={locked}
            aria-label={locked ? t('list.selectLocked', { name }) : t('list.select', { name })}
            onChange={(event) => onCheck(event.target.checked)}
          />
        </Tooltip>
        <div className="plat-card__title">{title}</div>
      </div>
      {tags}
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
      {actions}
    </li>
  );
}
