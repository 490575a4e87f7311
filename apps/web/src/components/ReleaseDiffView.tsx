import { WarningFilled } from '@ant-design/icons';
import type { ReleaseDiff } from '@vrportal/contract';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { formatBytes } from '@/lib/bytes';
import './release-diff.css';

/**
 * The risk diff of a build against the live build of its channel: the release wizard's summary
 * and the review console show it alike.
 */
export function ReleaseDiffView({ diff }: { diff: ReleaseDiff | undefined }) {
  const { t } = useTranslation('release');
  const isMobile = useIsMobile();
  if (!diff?.draft) return <p>{t('summary.diffNoDraft')}</p>;
  // the signer is compared with a live build only
  const signerChanged = diff.live !== null && diff.signer.changed;
  const high = new Set(['signerChanged', 'versionCodeNotHigher']);
  const change = (c: {
    from: string | number | null;
    to: string | number | null;
    changed: boolean;
  }) =>
    c.changed
      ? t('summary.change', { from: c.from ?? '—', to: c.to ?? '—' })
      : String(c.to ?? c.from ?? '—');
  const list = (items: string[]) =>
    items.length ? items.map((item) => item.replace(/^android\.permission\./, '')).join(', ') : '—';
  const sizeDelta = diff.size.delta;
  return (
    <>
      {diff.risks.length > 0 ? (
        <Alert
          type={diff.highRisk ? 'error' : 'warning'}
          showIcon
          icon={<WarningFilled />}
          className="rel-diff__risks"
          title={diff.highRisk ? t('summary.highRisk') : undefined}
          data-testid="diff-risks"
          description={
            <ul>
              {diff.risks.map((risk) => (
                <li key={risk} className={high.has(risk) ? 'rel-risk--high' : undefined}>
                  {t(`summary.risks.${risk as 'signerChanged'}`, { defaultValue: risk })}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {diff.live ? null : <p>{t('summary.diffNone')}</p>}
      <Descriptions
        size="small"
        column={1}
        bordered
        layout={isMobile ? 'vertical' : 'horizontal'}
        className="rel-diff"
        items={[
          { key: 'vcode', label: t('summary.versionCode'), children: change(diff.versionCode) },
          { key: 'ver', label: t('summary.versionName'), children: change(diff.versionName) },
          { key: 'min', label: t('summary.minSdk'), children: change(diff.minSdk) },
          { key: 'target', label: t('summary.targetSdk'), children: change(diff.targetSdk) },
          {
            key: 'size',
            label: t('summary.size'),
            children:
              diff.size.changed && diff.size.from !== null && diff.size.to !== null
                ? t('summary.sizeChange', {
                    from: formatBytes(diff.size.from),
                    to: formatBytes(diff.size.to),
                    delta: `${sizeDelta > 0 ? '+' : ''}${formatBytes(sizeDelta)}`,
                  })
                : formatBytes(diff.size.to ?? 0),
          },
          {
            key: 'permAdded',
            label: t('summary.permissionsAdded'),
            children: list(diff.permissions.added),
          },
          {
            key: 'permRemoved',
            label: t('summary.permissionsRemoved'),
            children: list(diff.permissions.removed),
          },
          { key: 'abiAdded', label: t('summary.abisAdded'), children: list(diff.abis.added) },
          { key: 'abiRemoved', label: t('summary.abisRemoved'), children: list(diff.abis.removed) },
          {
            key: 'signer',
            label: t('summary.signer'),
            // a first release has no live build whose certificate it could keep or change
            children: signerChanged ? (
              <strong className="rel-risk--high" data-testid="signer-changed">
                {t('summary.signerChanged')}
              </strong>
            ) : diff.live === null ? (
              t('summary.signerFirst')
            ) : (
              t('summary.signerSame')
            ),
          },
        ]}
      />
    </>
  );
}
