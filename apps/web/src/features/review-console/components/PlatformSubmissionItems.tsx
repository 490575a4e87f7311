// A platform submission's items, each readable in either language beside its Pass/Reject, and the send card.
import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import type { Lang } from '@vrportal/contract';
import { Alert, Button, Card, Input, Segmented } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemMark } from '../lib/platform-decision';
import { PlatformItemDecision } from './PlatformItemDecision';
import { PlatformItemView, itemLabel, type SubmittedItem } from './PlatformItemView';

export function SubmissionItems({
  entries,
  marks,
  setMark,
  showErrors,
  textLang,
  setTextLang,
  itemsRef,
}: {
  entries: SubmittedItem[];
  marks: ItemMark[];
  setMark: (mark: ItemMark) => void;
  showErrors: boolean;
  textLang: Lang;
  setTextLang: (lang: Lang) => void;
  itemsRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('review');
  return (
    <section className="pf-items" aria-labelledby="pf-items-title" ref={itemsRef}>
      <div className="pf-items__bar">
        <h2 id="pf-items-title" className="pf-items__title">
          {t('platform.submission.items')}
        </h2>
        <div className="pf-items__lang">
          <span className="muted" id="pf-text-lang">
            {t('platform.submission.textLang')}
          </span>
          <Segmented<Lang>
            size="small"
            value={textLang}
            onChange={setTextLang}
            aria-labelledby="pf-text-lang"
            options={[
              { value: 'zh', label: t('platform.submission.langZh') },
              { value: 'en', label: t('platform.submission.langEn') },
            ]}
          />
        </div>
      </div>
      {entries.length === 0 ? <p className="muted">{t('platform.submission.noItems')}</p> : null}
      {entries.map((entry, index) => {
        const mark = marks.find((m) => m.id === entry.item.id);
        return (
          <Card
            key={entry.item.id}
            className={`review-card pf-item${mark?.pass === false ? ' pf-item--rejected' : ''}`}
            data-item-id={entry.item.id}
            data-api-name={itemLabel(entry, textLang)}
            title={
              <span className="pf-item__no">
                {t('platform.submission.itemNo', { n: index + 1, count: entries.length })}
              </span>
            }
          >
            <div className="pf-item__grid">
              <PlatformItemView entry={entry} textLang={textLang} />
              {mark ? (
                <PlatformItemDecision
                  name={itemLabel(entry, textLang)}
                  mark={mark}
                  showErrors={showErrors}
                  onChange={setMark}
                />
              ) : null}
            </div>
          </Card>
        );
      })}
    </section>
  );
}

/** The overall note, what is still missing, and the buttons that pass every item and send. */
export function SendCard({
  note,
  setNote,
  showErrors,
  gapTexts,
  sending,
  onPassEvery,
  onSend,
}: {
  note: string;
  setNote: (note: string) => void;
  showErrors: boolean;
  gapTexts: string[];
  sending: boolean;
  onPassEvery: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('review');
  return (
    <Card className="review-card pf-send" title={t('platform.decision.title')}>
      <label className="checklist__label" htmlFor="pf-overall-note">
        {t('platform.decision.overall')}
      </label>
      <Input.TextArea
        id="pf-overall-note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={2000}
        rows={3}
        showCount
        placeholder={t('platform.decision.overallPlaceholder')}
      />
      {showErrors && gapTexts.length > 0 ? (
        <Alert
          className="checklist__hint"
          type="warning"
          showIcon
          title={gapTexts.join(' ')}
          data-testid="platform-gaps"
        />
      ) : null}
      <div className="checklist__actions">
        <Button icon={<CheckOutlined />} onClick={onPassEvery}>
          {t('platform.decision.passEvery')}
        </Button>
        <Button type="primary" icon={<SendOutlined />} loading={sending} onClick={onSend}>
          {t('platform.decision.send')}
        </Button>
      </div>
    </Card>
  );
}
