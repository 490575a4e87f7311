import { ADDON_REPORT_CHECKS } from '@vrportal/contract';
import { Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { platformLimits } from '@vrportal/contract';
import { failedChecks, withCheck, withReason, type ItemMark } from '../lib/platform-decision';

type Choice = 'pass' | 'reject';
const choiceOf = (mark: ItemMark): Choice | undefined =>
  mark.pass === null ? undefined : mark.pass ? 'pass' : 'reject';

/**
 * The reviewer's decision on one item: Pass or Reject with a note (required when rejecting);
 * for an add-on first its seven store checks, each failed one with its reason.
 */
export function PlatformItemDecision({
  name,
  mark,
  showErrors,
  onChange,
}: {
  /** how the item is named in labels */
  name: string;
  mark: ItemMark;
  /** the reviewer tried to send: say what is missing under each field */
  showErrors: boolean;
  onChange: (mark: ItemMark) => void;
}) {
  const { t } = useTranslation('review');
  const id = useId();
  const failed = failedChecks(mark);
  const noteMissing = mark.pass === false && !mark.note.trim();

  return (
    <div className="pf-decide" data-testid="item-decision" data-item-id={mark.id}>
      {mark.checks ? (
        <fieldset className="pf-checks">
          <legend className="pf-checks__title">{t('platform.decision.checksTitle')}</legend>
          <p className="pf-checks__hint muted">{t('platform.decision.checksHint')}</p>
          <ul className="pf-checks__list portal-list">
            {ADDON_REPORT_CHECKS.map((check) => {
              const label = t(`platform.checks.${check}`);
              const state = mark.checks![check];
              const reasonMissing = !state.ok && !state.reason.trim();
              return (
                <li
                  key={check}
                  className={`pf-check${state.ok ? '' : ' pf-check--failed'}`}
                  data-check={check}
                >
                  <span className="pf-check__name">{label}</span>
                  <Radio.Group
                    size="small"
                    optionType="button"
                    buttonStyle="solid"
                    value={state.ok ? 'ok' : 'failed'}
                    onChange={(event) =>
                      onChange(withCheck(mark, check, event.target.value === 'ok'))
                    }
                    aria-label={t('platform.decision.checkResult', { check: label, name })}
                    options={[
                      { value: 'ok', label: t('platform.decision.checkPass') },
                      { value: 'failed', label: t('platform.decision.checkFail') },
                    ]}
                  />
                  {state.ok ? null : (
                    <div className="pf-check__reason">
                      <Input.TextArea
                        autoSize={{ minRows: 1, maxRows: 4 }}
                        value={state.reason}
                        maxLength={platformLimits.reasonMax}
                        placeholder={t('platform.decision.reasonPlaceholder')}
                        aria-label={t('platform.decision.checkReason', { check: label, name })}
                        status={reasonMissing && showErrors ? 'error' : undefined}
                        onChange={(event) => onChange(withReason(mark, check, event.target.value))}
                      />
                      {reasonMissing && showErrors ? (
                        <span className="pf-error" role="alert">
                          {t('platform.decision.reasonRequired')}
                        </span>
                      ) : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
      <div className="pf-decide__result">
        <span className="pf-decide__label" id={`${id}-result`}>
          {t('platform.decision.result')}
        </span>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={choiceOf(mark)}
          onChange={(event) =>
            onChange({ ...mark, pass: (event.target.value as Choice) === 'pass' })
          }
          aria-label={t('platform.decision.itemResult', { name })}
          className={mark.pass === null && showErrors ? 'pf-decide__choice--missing' : undefined}
          options={[
            {
              value: 'pass',
              label: t('platform.decision.pass'),
              disabled: failed.length > 0,
            },
            { value: 'reject', label: t('platform.decision.reject') },
          ]}
        />
      </div>
      <div className="pf-decide__note">
        <label className="pf-decide__label" htmlFor={`${id}-note`}>
          {t('platform.decision.note')}
        </label>
        <Input.TextArea
          id={`${id}-note`}
          value={mark.note}
          rows={2}
          maxLength={1000}
          placeholder={
            mark.pass === false
              ? t('platform.decision.notePlaceholder')
              : t('platform.decision.noteOptional')
          }
          aria-label={t('platform.decision.itemNote', { name })}
          status={noteMissing && showErrors ? 'error' : undefined}
          onChange={(event) => onChange({ ...mark, note: event.target.value })}
        />
        {noteMissing && showErrors ? (
          <span className="pf-error" role="alert">
            {t('platform.decision.noteRequired')}
          </span>
        ) : null}
      </div>
    </div>
  );
}
