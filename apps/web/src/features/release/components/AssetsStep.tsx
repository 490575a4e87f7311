import { PlusOutlined } from '@ant-design/icons';
import {
  assetLimits,
  DocType,
  formatLimit,
  PicType,
  picRule,
  releaseLimits,
  type PicTypeValue,
} from '@vrportal/contract';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/FilePicker';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import { useAppAssets } from '../api/get-app-assets';
import { useAssetUploads } from '../hooks/use-asset-uploads';
import {
  AssetCard,
  DeleteAssetButton,
  DocFile,
  PictureCard,
  TrailerList,
  type DeleteButton,
} from './AssetCards';
import { ScreenshotList } from './ScreenshotList';

/**
 * Step 3: icon, wide cover, screenshots, trailers with covers, software copyright document.
 * Each release (the main store's, a channel's: `cId`) owns its assets, stored as soon as they
 * are uploaded; pictures are checked for type, size and exact dimensions in the browser first,
 * the server checks them again.
 */
export function AssetsStep({
  appId,
  cId,
  disabled,
}: {
  appId: string;
  cId: string;
  disabled: boolean;
}) {
  const { t } = useTranslation('release');
  const assets = useAppAssets(appId, cId);
  const { busy, videoUploading, sendPicture, sendVideoCover, sendVideo, sendDoc, confirmDelete } =
    useAssetUploads(appId, cId);

  const deleteButton: DeleteButton = (name, what) =>
    disabled ? null : (
      <DeleteAssetButton name={name} busy={busy} onDelete={() => confirmDelete(name, what)} />
    );

  if (assets.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = assets.data;
  if (!data) return <Empty />;

  const icon = t('assets.icon');
  const cover = t('assets.cover');
  const doc = data.docs.find((d) => d.type === DocType.softwareCopyright);
  const picRuleText = (type: PicTypeValue) => {
    const rule = picRule(type);
    return { width: rule.width, height: rule.height, max: formatLimit(rule.maxBytes) };
  };
  const pictures = {
    disabled,
    busy,
    onPicture: (file: File, type: PicTypeValue, name: string) => void sendPicture(file, type, name),
    deleteButton,
  };

  return (
    <div className="rel-assets" aria-busy={busy}>
      <p className="rel-step__intro">{t('assets.intro')}</p>
      {cId ? <p className="rel-step__intro">{t('assets.introChannel')}</p> : null}
      <div className="rel-assets__pair">
        <PictureCard
          type={PicType.icon}
          name={icon}
          url={data.scover}
          rule={t('assets.iconRule', picRuleText(PicType.icon))}
          testId="icon"
          wide={false}
          {...pictures}
        />
        <PictureCard
          type={PicType.cover}
          name={cover}
          url={data.rcover}
          rule={t('assets.coverRule', picRuleText(PicType.cover))}
          testId="cover"
          wide
          {...pictures}
        />
      </div>

      <AssetCard
        title={t('assets.screenshots')}
        testId="screenshots"
        rule={t('assets.screenshotsRule', {
          min: releaseLimits.screenshotsMin,
          max: releaseLimits.screenshotsMax,
          width: assetLimits.imageWidth,
          height: assetLimits.imageHeight,
        })}
      >
        <ScreenshotList
          appId={appId}
          cId={cId}
          pics={data.pics}
          disabled={disabled}
          busy={busy}
          deleteButton={(name, url) => deleteButton(name, { kind: 'pic', url })}
        />
        {!disabled && data.pics.length < releaseLimits.screenshotsMax ? (
          <FilePicker
            accept={IMAGE_ACCEPT}
            inputId="file-screenshot"
            icon={<PlusOutlined />}
            disabled={busy}
            onFile={(file) =>
              void sendPicture(
                file,
                PicType.screenshot,
                t('assets.screenshot', { n: data.pics.length + 1 }),
              )
            }
          >
            {t('assets.addNamed', { name: t('assets.screenshot', { n: data.pics.length + 1 }) })}
          </FilePicker>
        ) : null}
      </AssetCard>

      <AssetCard
        title={t('assets.trailers')}
        testId="trailers"
        rule={t('assets.trailersRule', {
          max: releaseLimits.videosMax,
          size: formatLimit(assetLimits.videoBytes),
          width: assetLimits.imageWidth,
          height: assetLimits.imageHeight,
        })}
      >
        <TrailerList
          data={data}
          disabled={disabled}
          busy={busy}
          videoUploading={videoUploading}
          onVideo={sendVideo}
          onVideoCover={(vedioId, file, name) => void sendVideoCover(vedioId, file, name)}
          deleteButton={deleteButton}
        />
      </AssetCard>

      <AssetCard
        title={t('assets.doc')}
        testId="doc"
        rule={t('assets.docRule', { max: formatLimit(assetLimits.docBytes) })}
      >
        <DocFile
          doc={doc}
          disabled={disabled}
          busy={busy}
          onDoc={sendDoc}
          deleteButton={deleteButton}
        />
      </AssetCard>
    </div>
  );
}
