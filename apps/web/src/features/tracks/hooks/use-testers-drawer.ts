// The testers of a track in the drawer: the page, the selection, adding and removing them.
import { trackLimits, type TestingTrack } from '@vrportal/contract';
import { App, Form } from 'antd';
import { useState } from 'react';
import type { ListPaging } from '@/lib/paging';
import { useAddTesters } from '../api/add-testers';
import { useRemoveTesters } from '../api/remove-testers';
import { useTrackTesters } from '../api/track-testers';
import { parseEmails } from '../lib/emails';
import { trackName } from '../lib/promote';
import type { TracksText } from '../lib/texts';

export function useTestersDrawer({
  appId,
  track,
  open,
  t,
}: {
  appId: string;
  track: TestingTrack;
  open: boolean;
  t: TracksText;
}) {
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [added, setAdded] = useState<string | null>(null);
  const [form] = Form.useForm<{ emails: string }>();
  const testers = useTrackTesters(appId, track, page, open);
  const add = useAddTesters(appId, track);
  const remove = useRemoveTesters(appId, track);
  const name = trackName(track);
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

  return {
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
  };
}
