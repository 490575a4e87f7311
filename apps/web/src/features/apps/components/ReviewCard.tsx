import {
  FileProtectOutlined,
  FileSearchOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { PASSED_STATUSES } from '@vrportal/contract';
import { Alert, Button, Card, Steps } from 'antd';
import type { AlertProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatInZone, formatTime } from '@/lib/time';
import type { AppDetail } from '../api/get-app-detail-info';
import type { AuditStandardType } from '../api/keys';
import { checkKey, stepWords } from '../lib/review-phase';

const STEP_KEYS = ['tech', 'content', 'publish'] as const;

/** The alert kind of a check-text code: 1-3 failures, 4-6 under way, 10 cancelled, 16 taken down. */
function messageType(code: number): AlertProps['type'] {
  if (code >= 1 && code <= 3) return 'error';
  if (code >= 4 && code <= 6) return 'info';
  return 'warning';
}

/**
 * Card 2 of the app center (not for drafts): the technical, content and release steps with
 * their pass times, the message of the check-text code (failures link to their report) or the
 * release date, and the guideline documents.
 */
export function ReviewCard({
  app,
  onOpenGuide,
}: {
  app: AppDetail;
  onOpenGuide: (type: AuditStandardType) => void;
}) {
  const { t } = useTranslation('apps');
  const mobile = useIsMobile();
  const code = app.checkCode;
  const passedAll = code === 0 && PASSED_STATUSES.includes(app.status);
  const report = app.failedAudit
    ? `/notification?type=${app.failedAudit.type}&auditId=${app.failedAudit.auditId}`
    : '/notification';

  let message = null;
  if ([1, 2, 3, 4, 5, 6, 10, 16].includes(code)) {
    message = (
      <Alert
        className="review-card__message"
        type={messageType(code)}
        showIcon
        title={t(`center.review.${checkKey(code, app.status)}` as 'center.review.check1')}
        action={
          code <= 3 ? (
            <Link to={report} data-testid="failed-report-link">
              {t('center.review.viewReport')}
            </Link>
          ) : undefined
        }
        data-check-code={code}
      />
    );
  } else if (app.releaseAt) {
    // the release date, on the clocks of the portal's time zone, named with it
    message = (
      <Alert
        className="review-card__message"
        type="success"
        showIcon
        title={t('center.review.releaseAt', { time: formatInZone(app.releaseAt, app.timeZone) })}
        data-testid="release-at"
      />
    );
  } else if (passedAll) {
    message = (
      <Alert
        className="review-card__message"
        type="success"
        showIcon
        title={t('center.review.passed')}
      />
    );
  }

  // the step under way (or failed) is the current one; none once every step has passed
  const open = STEP_KEYS.findIndex((key) => ['process', 'error'].includes(app.steps[key].state));
  const current =
    open >= 0 ? open : STEP_KEYS.filter((key) => app.steps[key].state === 'finish').length;

  return (
    <Card className="app-center__card" title={t('center.review.title')}>
      <Steps
        current={current}
        className="review-card__steps"
        orientation={mobile ? 'vertical' : 'horizontal'}
        data-testid="review-steps"
        items={STEP_KEYS.map((key) => {
          const step = app.steps[key];
          const time = formatTime(step.time);
          return {
            title: t(`center.review.${key}`),
            status: step.state,
            content: (
              <span data-step={key} data-state={step.state}>
                {step.state === 'finish' && time
                  ? t('center.review.passedAt', { time })
                  : t(`center.review.${stepWords(step.state, app.status)}`)}
              </span>
            ),
          };
        })}
      />
      {message}
      <div className="review-card__guides">
        <span>{t('center.review.guides')}</span>
        <Button type="link" icon={<FileSearchOutlined />} onClick={() => onOpenGuide(3)}>
          {t('center.review.contentGuide')}
        </Button>
        <Button type="link" icon={<SafetyCertificateOutlined />} onClick={() => onOpenGuide(2)}>
          {t('center.review.techGuide')}
        </Button>
        <Link to="/agreement" className="review-card__policy">
          <FileProtectOutlined aria-hidden="true" /> {t('center.review.policy')}
        </Link>
      </div>
    </Card>
  );
}
