import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TestingTrack, TrackEntry } from '@vrportal/contract';
import { App, Button, Input } from 'antd';
import { useInviteLink } from '../api/invite-link';
import { trackName } from '../lib/promote';
import type { TracksText } from '../lib/texts';

/**
 * The track's invitation link: a store user who opens it joins the track's testers. Copied in
 * one click; renewed after a confirmation (the old link stops working); made on first use.
 */
export function InviteLink({
  appId,
  track,
  link,
  canChange,
  roleNoteId,
  t,
}: {
  appId: string;
  track: TestingTrack;
  link: TrackEntry['link'];
  canChange: boolean;
  roleNoteId: string;
  t: TracksText;
}) {
  const { modal, message } = App.useApp();
  const make = useInviteLink(appId, track);
  const describedBy = canChange ? undefined : roleNoteId;

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => void message.success(t('link.copied')),
      () => void message.warning(t('link.copyFailed')),
    );
  const confirmRenew = () =>
    void modal.confirm({
      title: t('link.renewTitle', { track: trackName(track) }),
      content: t('link.renewText'),
      okText: t('link.renew'),
      okButtonProps: { danger: true },
      cancelText: t('link.keep'),
      onOk: () =>
        make.mutateAsync(true).then(
          () => void message.success(t('link.renewed')),
          () => undefined,
        ),
    });

  if (!link) {
    return (
      <div className="trk-link">
        <p className="trk-muted">{t('link.none')}</p>
        <Button
          disabled={!canChange}
          aria-describedby={describedBy}
          loading={make.isPending}
          onClick={() => make.mutate(false)}
        >
          {t('link.create')}
        </Button>
      </div>
    );
  }
  return (
    <div className="trk-link">
      <div className="trk-link__row">
        <Input
          readOnly
          value={link.url}
          aria-label={t('link.label', { track: trackName(track) })}
          data-testid="invite-link"
          className="trk-link__url"
        />
        <Button icon={<CopyOutlined />} onClick={() => void copy(link.url)}>
          {t('link.copy')}
        </Button>
      </div>
      <Button
        type="link"
        className="trk-link__renew"
        icon={<ReloadOutlined />}
        disabled={!canChange}
        aria-describedby={describedBy}
        loading={make.isPending}
        onClick={confirmRenew}
      >
        {t('link.renew')}
      </Button>
    </div>
  );
}
