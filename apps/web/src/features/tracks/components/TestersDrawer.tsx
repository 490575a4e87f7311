import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { trackLimits, type TestingTrack, type TestersAnswer } from '@vrportal/contract';
import {
  App,
  Button,
  Checkbox,
  Drawer,
  Form,
  Input,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { CardsPager } from '@/components/CardsPager';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { tablePaging, type ListPaging } from '@/lib/paging';
import { formatInZone } from '@/lib/time';
import { useAddTesters } from '../api/add-testers';
import { useRemoveTesters } from '../api/remove-testers';
import { useTrackTesters } from '../api/track-testers';
import { emailListProblem, parseEmails } from '../lib/emails';
import { formatCount } from '../lib/format';
import { trackName } from '../lib/promote';
import type { TracksText } from '../lib/texts';
import { LoadFailed } from './LoadFailed';
import { RoleNote } from './RoleNote';

type Tester = TestersAnswer['list'][number];

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
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [added, setAdded] = useState<string | null>(null);
  const [form] = Form.useForm<{ emails: string }>();
  const testers = useTrackTesters(appId, track, page, open);
  const add = useAddTesters(appId, track);
  const remove = useRemoveTesters(appId, track);
  const name = trackName(track);
  const roleNoteId = `trk-testers-role-${track}`;
  const describedBy = canChange ? undefined : roleNoteId;
  const list = testers.data?.list ?? [];
  const total = testers.data?.total ?? 0;
  const paging: ListPaging = {
    page,
    pageSize: trackLimits.testerPageSize,
    total,
    onChange: setPage,
  };

  const submit = ({ emails }: { emails: string }) => {
    setAdded(null);
    add.mutate(parseEmails(emails).emails, {
      onSuccess: (answer) => {
        setAdded(t('testers.added', answer));
        form.resetFields();
      },
    });
  };

  const confirmRemove = () => {
    if (selected.length === 0) {
      void message.warning(t('testers.noSelection'));
      return;
    }
    const emails = [...selected];
    void modal.confirm({
      title: t('testers.removeTitle', { count: emails.length, track: name }),
      content: t('testers.removeText', { track: name }),
      okText: t('testers.removeOk'),
      okButtonProps: { danger: true },
      cancelText: t('testers.keep'),
      onOk: () =>
        remove.mutateAsync(emails).then(
          (answer) => {
            void message.success(t('testers.removed', answer));
            setSelected([]);
            // the page may have emptied: back to the first
            setPage(1);
          },
          () => undefined,
        ),
    });
  };

  const toggle = (email: string, on: boolean) =>
    setSelected((current) =>
      on ? [...current.filter((x) => x !== email), email] : current.filter((x) => x !== email),
    );

  const via = (tester: Tester) => (
    <Tag color={tester.via === 'link' ? 'purple' : 'blue'}>{t(`testers.via.${tester.via}`)}</Tag>
  );
  const joined = (tester: Tester) =>
    tester.joined ? t('testers.joinedYes') : t('testers.joinedNo');

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
        <ul
          className="portal-list trk-tester-cards"
          aria-label={t('testers.listLabel', { track: name })}
        >
          {list.map((tester) => (
            <li
              key={tester.email}
              className="trk-tester-card portal-surface"
              data-email={tester.email}
            >
              <Checkbox
                checked={selected.includes(tester.email)}
                disabled={!canChange}
                onChange={(event) => toggle(tester.email, event.target.checked)}
              >
                <span className="trk-tester-card__email">{tester.email}</span>
              </Checkbox>
              <div className="trk-tester-card__meta">
                {via(tester)}
                <span>{joined(tester)}</span>
                <span>{formatInZone(tester.addedAt, timeZone)}</span>
              </div>
            </li>
          ))}
        </ul>
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
      <Form<{ emails: string }>
        form={form}
        name={`trk-testers-${track}`}
        layout="vertical"
        onFinish={submit}
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
          loading={add.isPending}
          aria-describedby={describedBy}
        >
          {t('testers.add')}
        </Button>
      </Form>
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
