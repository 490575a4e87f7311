import { CheckCircleOutlined, ExclamationCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId } from 'react';
import { formatTime } from '@/lib/time';
import type { VerifyView } from '../lib/bill-view';
import { useBillsText } from '../lib/texts';
import { Countdown } from './Countdown';

interface Props {
  view: VerifyView;
  now: number;
  onVerify: () => void;
  /** scrolls to another card (the corrected bill) */
  onGoTo: (billId: string) => void;
}

/** The verification section: the countdown and Verify while awaiting, else the bill's state. */
export function VerifySection({ view, now, onVerify, onGoTo }: Props) {
  const t = useBillsText();
  const headingId = useId();
  const reasonId = useId();
  return (
    <section className="bill-verify" aria-labelledby={headingId} data-verify={view.kind}>
      <h3 id={headingId} className="bill-card__section-title">
        {t('verify.section')}
      </h3>
      {view.kind === 'held' ? <p className="bill-note">{t('verify.held')}</p> : null}
      {view.kind === 'awaiting' ? (
        <>
          {view.open ? (
            <>
              <Countdown label={t('verify.left')} until={view.deadline} now={now} />
              <p className="bill-hint">{t('verify.autoAt', { time: formatTime(view.deadline) })}</p>
            </>
          ) : null}
          <div className="bill-verify__actions">
            <Button
              type="primary"
              disabled={!view.open}
              aria-describedby={view.open ? undefined : reasonId}
              onClick={onVerify}
            >
              {t('verify.button')}
            </Button>
            {view.open ? null : (
              <span id={reasonId} className="bill-reason">
                {t('verify.closed')}
              </span>
            )}
          </div>
        </>
      ) : null}
      {view.kind === 'confirmed' || view.kind === 'autoConfirmed' ? (
        <p className="bill-state bill-state--ok">
          <CheckCircleOutlined aria-hidden="true" />
          <span>
            {t(view.kind === 'confirmed' ? 'verify.confirmedAt' : 'verify.autoConfirmedAt', {
              time: formatTime(view.at),
            })}
          </span>
        </p>
      ) : null}
      {view.kind === 'disputed' ? (
        <>
          <p className="bill-state bill-state--dispute">
            <ExclamationCircleOutlined aria-hidden="true" />
            <span>{t('verify.disputedAt', { time: formatTime(view.at) })}</span>
          </p>
          {view.reason ? (
            <figure className="bill-quote">
              <figcaption>{t('dispute.yourReason')}</figcaption>
              <blockquote data-testid="dispute-reason">{view.reason}</blockquote>
            </figure>
          ) : null}
          {view.state === 'open' ? <p className="bill-note">{t('dispute.open')}</p> : null}
          {view.state === 'upheld' ? (
            <DisputeAnswer outcome={t('dispute.upheld')} note={view.note} />
          ) : null}
          {view.state === 'corrected' ? (
            <>
              <DisputeAnswer outcome={t('dispute.corrected')} note={view.note} />
              {view.correctedById ? (
                <Button
                  type="link"
                  size="small"
                  className="bill-verify__goto"
                  icon={<RightOutlined />}
                  iconPlacement="end"
                  onClick={() => onGoTo(view.correctedById)}
                >
                  {t('dispute.toCorrected')}
                </Button>
              ) : null}
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** What finance answered a dispute: the outcome, and finance's note quoted when it left one. */
function DisputeAnswer({ outcome, note }: { outcome: string; note: string }) {
  const t = useBillsText();
  return (
    <>
      <p className="bill-note">{outcome}</p>
      {note ? (
        <figure className="bill-quote">
          <figcaption>{t('dispute.note')}</figcaption>
          <blockquote data-testid="dispute-note">{note}</blockquote>
        </figure>
      ) : null}
    </>
  );
}
