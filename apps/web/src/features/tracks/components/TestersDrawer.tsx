import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { trackLimits, type TestingTrack, type TestersAnswer } from '@vrportal/contract';
import {
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  Table,
  Tag,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { CardsPager } from '@/components/CardsPager';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { tablePaging } from '@/lib/paging';
import { formatInZone } from '@/lib/time';
import { useTestersDrawer } from '../hooks/use-testers-drawer';
import { emailListProblem, parseEmails } from '../lib/emails';
import { formatCount } from '../lib/format';
import { trackName } from '../lib/promote';
import type { TracksText } from '../lib/texts';
import { LoadFailed } from './LoadFailed';
import { RoleNote } from './RoleNote';

type Tester = TestersAnswer['list'][number];

const testerVia = (tester: Tester, t: TracksText) => (
  <Tag color={tester.via === 'link' ? 'purple' : 'blue'}>{t(`testers.via.${tester.via}`)}</Tag>
);
const testerJoined = (tester: Tester, t: TracksText) =>
  tester.joined ? t('testers.joinedYes') : t('testers.joinedNo');

/**
 * The testers of a track: added by e-mail (many at once, pasted), or joined through the
 * invitation link; a page at a time, a table on wide screens and cards under 750 px; the
 * selected ones removed after a confirmation.
 */
export function TestersDrawer({
  open,
  onClose,
  appId,
  track,
  canChange,
  timeZone,
  t,
}: {
  open: boolean;
  onClose: () => void;
  appId: string;
  track: TestingTrack;
  canChange: boolean;
  /** the portal's time zone, in which the times are shown */
  timeZone: string;
  t: TracksText;
}) {
  const mobile = useIsMobile();
  const name = trackName(track);
  const roleNoteId = `trk-testers-role-${track}`;
  const describedBy = canChange ? undefined : roleNoteId;
  const {
    selected,
    setSelected,
    added,
    form,
    testers,
    add,
    remove,
    list,
    total,
    paging,
    submit,
    confirmRemove,
    toggle,
  } = useTestersDrawer({ appId, track, open, t });

  const via = (tester: Tester) => testerVia(tester, t);
  const joined = (tester: Tester) => testerJoined(tester, t);

  let body;
  if (testers.isError) {
    body = <LoadFailed error={testers.error} onRetry={() => void testers.refetch()} t={t} />;
  } else if (!testers.data) {
    body = null;
  } else if (list.length === 0) {
    body = <p className="trk-muted">{t('testers.empty')}</p>;
  } else if (mobile) {
    body = (
      <>
        <TesterCards
          list={list}
          label={t('testers.listLabel', { track: name })}
          selected={selected}
          canChange={canChange}
          onToggle={toggle}
          timeZone={timeZone}
          t={t}
        />
        <CardsPager className="trk-pager" paging={paging} />
      </>
    );
  } else {
    const columns: TableColumnsType<Tester> = [
      { key: 'email', title: t('testers.email'), dataIndex: 'email', ellipsis: true },
      { key: 'via', title: t('testers.viaTitle'), width: 120, render: (_, row) => via(row) },
      { key: 'joined', title: t('testers.joined'), width: 130, render: (_, row) => joined(row) },
      {
        key: 'added',
        title: t('testers.addedAt'),
        width: 190,
        render: (_, row) => formatInZone(row.addedAt, timeZone),
      },
    ];
    body = (
      <Table<Tester>
        rowKey="email"
        size="small"
        className="trk-testers-table"
        columns={columns}
        dataSource={list}
        tableLayout="fixed"
        pagination={tablePaging(paging)}
        aria-label={t('testers.listLabel', { track: name })}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({
            disabled: !canChange,
            'aria-label': t('testers.select', { email: row.email }),
          }),
          onChange: (keys) => setSelected(keys.map(String)),
        }}
      />
    );
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('testers.drawerTitle', { track: name })}
      size={mobile ? '100%' : 680}
      rootClassName="trk-drawer"
    >
      {canChange ? null : <RoleNote id={roleNoteId} text={t('role.tracks')} />}
      <AddTestersForm
        form={form}
        track={track}
        canChange={canChange}
        adding={add.isPending}
        describedBy={describedBy}
        onAdd={submit}
        t={t}
      />
      <p className="trk-testers__added" role="status" data-testid="testers-added">
        {added}
      </p>
      <div className="trk-testers__head">
        <h3 className="trk-sub__title">{t('testers.listTitle')}</h3>
        <span className="trk-muted" data-testid="testers-total">
          {t('testers.totals', {
            total,
            link: testers.data?.joinedByLink ?? 0,
          })}
        </span>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={!canChange}
          aria-describedby={describedBy}
          loading={remove.isPending}
          onClick={confirmRemove}
        >
          {t('testers.remove', { count: selected.length })}
        </Button>
      </div>
      {body}
    </Drawer>
  );
}

/** The testers as cards under 750 px, each with its tick. */
function TesterCards({
  list,
  label,
  selected,
  canChange,
  onToggle,
  timeZone,
  t,
}: {
  list: Tester[];
  label: string;
  selected: string[];
  canChange: boolean;
  onToggle: (email: string, on: boolean) => void;
  timeZone: string;
  t: TracksText;
}) {
  return (
    <ul className="portal-list trk-tester-cards" aria-label={label}>
      {list.map((tester) => (
        <li key={tester.email} className="trk-tester-card portal-surface" data-email={tester.email}>
          <Checkbox
            checked={selected.includes(tester.email)}
            disabled={!canChange}
            onChange={(event) => onToggle(tester.email, event.target.checked)}
          >
            <span className="trk-tester-card__email">{tester.email}</span>
          </Checkbox>
          <div className="trk-tester-card__meta">
            {testerVia(tester, t)}
            <span>{testerJoined(tester, t)}</span>
            <span>{formatInZone(tester.addedAt, timeZone)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Testers added by e-mail, many at once (pasted), checked before they are sent. */
function AddTestersForm({
  form,
  track,
  canChange,
  adding,
  describedBy,
  onAdd,
  t,
}: {
  form: FormInstance<{ emails: string }>;
  track: TestingTrack;
  canChange: boolean;
  adding: boolean;
  describedBy: string | undefined;
  onAdd: (values: { emails: string }) => void;
  t: TracksText;
}) {
  return (
    <Form<{ emails: string }>
      form={form}
      name={`trk-testers-${track}`}
      layout="vertical"
      onFinish={onAdd}
      disabled={!canChange}
      requiredMark={false}
    >
      <Form.Item
        name="emails"
        label={t('testers.emailsLabel')}
        extra={t('testers.emailsHelp', { max: formatCount(trackLimits.emailsPerCall) })}
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const parsed = parseEmails(value ?? '');
              const problem = emailListProblem(parsed);
              if (!problem) return Promise.resolve();
              return Promise.reject(
                new Error(
                  t(`testers.problems.${problem}`, {
                    list: parsed.invalid.slice(0, 5).join(', '),
                    max: formatCount(trackLimits.emailsPerCall),
                  }),
                ),
              );
            },
          },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<UserAddOutlined />}
        loading={adding}
        aria-describedby={describedBy}
      >
        {t('testers.add')}
      </Button>
    </Form>
  );
}
