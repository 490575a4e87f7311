import type { TestingTrack, TrackEntry } from '@vrportal/contract';
import { trackLimits } from '@vrportal/contract';
import { App, Button, Form, Input } from 'antd';
import { useSaveTrackNotes, type TrackNotes } from '../api/track-notes';
import type { TracksText } from '../lib/texts';

/** A track's release notes, in Chinese and English, what its testers read with the build. */
export function NotesForm({
  appId,
  track,
  notes,
  canChange,
  roleNoteId,
  t,
}: {
  appId: string;
  track: TestingTrack;
  notes: TrackEntry['notes'];
  canChange: boolean;
  roleNoteId: string;
  t: TracksText;
}) {
  const { message } = App.useApp();
  const save = useSaveTrackNotes(appId, track);
  const [form] = Form.useForm<TrackNotes>();
  const max = trackLimits.notesMax;
  const rule = { max, message: t('notes.tooLong', { max }) };
  return (
    <Form<TrackNotes>
      form={form}
      // the form's name prefixes its fields' ids: one per track on the page
      name={`trk-notes-${track}`}
      className="trk-notes"
      layout="vertical"
      initialValues={notes}
      disabled={!canChange}
      onFinish={(values) =>
        save.mutate(values, { onSuccess: () => void message.success(t('notes.saved')) })
      }
    >
      <Form.Item name="zh_CN" label={t('notes.label', { lang: t('notes.zh') })} rules={[rule]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={max} />
      </Form.Item>
      <Form.Item name="en_US" label={t('notes.label', { lang: t('notes.en') })} rules={[rule]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount maxLength={max} />
      </Form.Item>
      <Button
        htmlType="submit"
        loading={save.isPending}
        aria-describedby={canChange ? undefined : roleNoteId}
      >
        {t('notes.save')}
      </Button>
    </Form>
  );
}
