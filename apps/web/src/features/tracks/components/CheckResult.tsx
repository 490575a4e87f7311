import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import type { TrackBuild, TrackCheckState } from '@vrportal/contract';
import { Tag } from 'antd';
import type { TracksText } from '../lib/texts';

const CHECK_COLORS: Record<TrackCheckState, string> = {
  pending: 'processing',
  passed: 'success',
  failed: 'error',
};

/** The automatic check of a track's build as a tag: checking, passed, failed. */
export function CheckTag({ state, t }: { state: TrackCheckState; t: TracksText }) {
  return (
    <Tag color={CHECK_COLORS[state]} data-testid="check-state" data-state={state}>
      {t(`check.states.${state}`)}
    </Tag>
  );
}

/**
 * What the automatic check found, step by step: a passed step by its name, a failed one with
 * its note (in the reader's language); while it runs, that it runs (the list is read again).
 */
export function CheckFindings({ build, t }: { build: TrackBuild; t: TracksText }) {
  if (build.check === 'pending') {
    return (
      <p className="trk-check trk-check--pending" role="status">
        <LoadingOutlined aria-hidden="true" /> {t('check.running')}
      </p>
    );
  }
  const failed = build.findings.filter((finding) => !finding.ok).length;
  return (
    <div className="trk-check" data-testid="check-findings">
      <p className="trk-check__summary">
        {failed === 0
          ? t('check.passedAll')
          : t('check.failedSome', { count: failed, total: build.findings.length })}
      </p>
      <ul className="trk-findings">
        {build.findings.map((finding) => (
          <li
            key={finding.name}
            className={finding.ok ? 'trk-finding' : 'trk-finding trk-finding--failed'}
            data-ok={finding.ok ? '1' : '0'}
          >
            {finding.ok ? (
              <CheckCircleFilled className="trk-finding__icon" aria-label={t('check.ok')} />
            ) : (
              <CloseCircleFilled className="trk-finding__icon" aria-label={t('check.notOk')} />
            )}
            <span className="trk-finding__name">{finding.name}</span>
            {finding.ok ? null : <span className="trk-finding__note">{finding.note}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
