import { DownloadOutlined } from '@ant-design/icons';
import { reviewPaths } from '@vrportal/contract';
import type { AssetChange, ReviewRelease } from '@vrportal/contract';
import { Alert, Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReleaseDiffView } from '@/components/ReleaseDiffView';
import { formatBytes } from '@/lib/bytes';
import { currentLang } from '@/lib/lang';
import { listingValue } from '../lib/listing-values';
import { useFileDownload, useValueTexts } from './ReleaseView';

/**
 * What changed since the live version: the listing fields (live and submitted value), the
 * pictures, trailers and documents added or removed, and the build's risk diff.
 */
export function ReleaseChanges({ release }: { release: ReviewRelease }) {
  const { t } = useTranslation('review');
  const texts = useValueTexts();
  const lang = currentLang();
  const { changes, form } = release;
  const live = changes.live;
  /** A screenshot by its place in the listing it belongs to, other files by kind and name. */
  const assetName = (asset: AssetChange, pics: string[]) => {
    const place = asset.kind === 'screenshot' ? pics.indexOf(asset.url) : -1;
    if (place >= 0) return t('release.screenshot', { n: place + 1 });
    return `${t(`release.kinds.${asset.kind}`)}${asset.name ? ` · ${asset.name}` : ''}`;
  };
  const assetsChanged =
    changes.assets.added.length > 0 ||
    changes.assets.removed.length > 0 ||
    changes.assets.screenshotsReordered;

  return (
    <Card className="review-card" title={t('release.changes')} data-testid="release-changes">
      {changes.listing === 'compared' ? null : (
        <Alert
          type="info"
          showIcon
          className="release-changes__note"
          title={changes.listing === 'first' ? t('release.first') : t('release.unknown')}
        />
      )}
      {live ? (
        <>
          <h3 className="release-sub">{t('release.listing')}</h3>
          {changes.fields.length ? (
            <ul className="release-changes" data-testid="changed-fields">
              {changes.fields.map((field) => (
                <li key={field} className="release-change" data-field={field}>
                  <strong>{t(`release.fields.${field}`)}</strong>
                  <span className="release-change__pair">
                    <Tag>{t('release.live')}</Tag>
                    <span className="release-change__value">
                      {listingValue(live, field, lang, texts)}
                    </span>
                  </span>
                  <span className="release-change__pair">
                    <Tag color="blue">{t('release.submitted')}</Tag>
                    <span className="release-change__value">
                      {listingValue(form, field, lang, texts)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('release.listingSame')}</p>
          )}
          <h3 className="release-sub">{t('release.assets')}</h3>
          {assetsChanged ? (
            <ul className="release-changes" data-testid="changed-assets">
              {changes.assets.added.map((asset) => (
                <li key={`+${asset.url}`} className="release-change release-change--row">
                  <Tag color="green">{t('release.added')}</Tag>
                  <span>{assetName(asset, form.pics)}</span>
                </li>
              ))}
              {changes.assets.removed.map((asset) => (
                <li key={`-${asset.url}`} className="release-change release-change--row">
                  <Tag color="red">{t('release.removed')}</Tag>
                  <span>{assetName(asset, live.pics)}</span>
                </li>
              ))}
              {changes.assets.screenshotsReordered ? <li>{t('release.reordered')}</li> : null}
            </ul>
          ) : (
            <p className="muted">{t('release.assetsSame')}</p>
          )}
        </>
      ) : null}
      <h3 className="release-sub">{t('release.buildChanges')}</h3>
      <ReleaseDiffView diff={changes.build} />
    </Card>
  );
}

/** The files of the build under review, each downloadable for testing on a headset. */
export function BuildFiles({
  release,
  appId,
  cId,
}: {
  release: ReviewRelease;
  appId: string;
  cId: string;
}) {
  const { t } = useTranslation('review');
  const files = useFileDownload();
  return (
    <Card className="review-card" title={t('release.build')} data-testid="build-files">
      <p className="review-card__intro">{t('release.buildIntro')}</p>
      {release.buildFiles.length ? (
        <ul className="release-files">
          {release.buildFiles.map((file) => (
            <li key={file.fname}>
              <Tag>
                {t(`release.fileTypes.${file.type as 1}`, { defaultValue: String(file.type) })}
              </Tag>
              <span className="release-files__name mono">{file.fname}</span>
              <span className="muted">{formatBytes(file.size)}</span>
              <Button
                size="small"
                icon={<DownloadOutlined />}
                loading={files.busy === file.fname}
                aria-label={t('release.downloadNamed', { name: file.fname })}
                onClick={() =>
                  void files.run(
                    file.fname,
                    reviewPaths.downloadReviewBuild,
                    { appId, ...(cId ? { cId } : {}), fname: file.fname },
                    file.fname,
                  )
                }
              >
                {t('release.download')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('release.noBuild')}</p>
      )}
    </Card>
  );
}
