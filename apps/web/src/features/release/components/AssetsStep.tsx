import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  assetLimits,
  DocType,
  formatLimit,
  PicType,
  picRule,
  releaseLimits,
  type PicTypeValue,
} from '@vrportal/contract';
import { App, Button, Card, Empty, Image, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/FilePicker';
import { isApiError } from '@/lib/api-client';
import { IMAGE_ACCEPT, imageSize } from '@/lib/image-file';
import { useDeleteAsset, type AssetDeletion } from '../api/delete-asset';
import { useAppAssets } from '../api/get-app-assets';
import { useUploadAppDoc } from '../api/upload-app-doc';
import { useUploadAppPic } from '../api/upload-app-pic';
import { useUploadAppVedio } from '../api/upload-app-vedio';
import { useUploadVedioPic } from '../api/upload-vedio-pic';
import { formatBytes } from '../lib/labels';
import { ScreenshotList } from './ScreenshotList';

const IMAGE_RE = /\.(png|jpe?g)$/i;
const DOC_RE = /\.(pdf|docx?)$/i;

/** The card of one kind of asset: its name, the rule it must meet, then what is uploaded. */
function AssetCard({
  title,
  testId,
  rule,
  children,
}: {
  title: string;
  /** the card is "asset-<testId>" */
  testId: string;
  rule: string;
  children: ReactNode;
}) {
  return (
    <Card size="small" className="rel-asset" title={title} data-testid={`asset-${testId}`}>
      <p className="rel-asset__rule">{rule}</p>
      {children}
    </Card>
  );
}

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
  const { message, modal } = App.useApp();
  const assets = useAppAssets(appId, cId);
  const uploadPic = useUploadAppPic(appId, cId);
  const uploadVedio = useUploadAppVedio(appId, cId);
  const uploadVedioPic = useUploadVedioPic(appId);
  const uploadDoc = useUploadAppDoc(appId, cId);
  const remove = useDeleteAsset(appId, cId);
  const busy =
    uploadPic.isPending ||
    uploadVedio.isPending ||
    uploadVedioPic.isPending ||
    uploadDoc.isPending ||
    remove.isPending;

  const refused = (error: unknown) => {
    if (isApiError(error) && error.handled) return;
    const reason = isApiError(error) ? error.errMsg || error.message : String(error);
    void message.error({ content: t('assets.refused', { reason }), key: 'asset' });
  };

  /** The browser's checks of a picture: PNG or JPG, at most its bytes, exactly its size. */
  const checkPicture = async (file: File, type: PicTypeValue, name: string) => {
    const rule = picRule(type);
    if (!IMAGE_RE.test(file.name) && !/^image\/(png|jpeg)$/.test(file.type)) {
      return t('assets.wrongType', { name, types: 'PNG / JPG' });
    }
    if (file.size > rule.maxBytes) {
      return t('assets.tooBig', {
        name,
        max: formatLimit(rule.maxBytes),
        actual: formatBytes(file.size),
      });
    }
    const size = await imageSize(file);
    if (!size) return t('assets.unreadable');
    if (size.width !== rule.width || size.height !== rule.height) {
      return t('assets.wrongSize', {
        name,
        width: rule.width,
        height: rule.height,
        actual: `${size.width} × ${size.height}`,
      });
    }
    return null;
  };

  const sendPicture = async (file: File, type: PicTypeValue, name: string) => {
    const problem = await checkPicture(file, type, name);
    if (problem) return void message.error({ content: problem, key: 'asset' });
    uploadPic.mutate(
      { type, file },
      {
        onSuccess: () => void message.success({ content: t('assets.uploaded'), key: 'asset' }),
        onError: refused,
      },
    );
  };

  const sendVideoCover = async (vedioId: string, file: File, name: string) => {
    const problem = await checkPicture(file, PicType.cover, name);
    if (problem) return void message.error({ content: problem, key: 'asset' });
    uploadVedioPic.mutate(
      { vedioId, file },
      {
        onSuccess: () => void message.success({ content: t('assets.uploaded'), key: 'asset' }),
        onError: refused,
      },
    );
  };

  const sendVideo = (file: File, name: string) => {
    if (!/\.mp4$/i.test(file.name) && file.type !== 'video/mp4') {
      return void message.error({
        content: t('assets.wrongType', { name, types: 'MP4' }),
        key: 'asset',
      });
    }
    if (file.size > assetLimits.videoBytes) {
      return void message.error(
        t('assets.tooBig', {
          name,
          max: formatLimit(assetLimits.videoBytes),
          actual: formatBytes(file.size),
        }),
      );
    }
    uploadVedio.mutate(file, {
      onSuccess: () => void message.success({ content: t('assets.uploaded'), key: 'asset' }),
      onError: refused,
    });
  };

  const sendDoc = (file: File, name: string) => {
    if (!DOC_RE.test(file.name)) {
      return void message.error(t('assets.wrongType', { name, types: 'PDF / DOC / DOCX' }));
    }
    if (file.size > assetLimits.docBytes) {
      return void message.error(
        t('assets.tooBig', {
          name,
          max: formatLimit(assetLimits.docBytes),
          actual: formatBytes(file.size),
        }),
      );
    }
    uploadDoc.mutate(
      { type: DocType.softwareCopyright, file },
      {
        onSuccess: () => void message.success({ content: t('assets.uploaded'), key: 'asset' }),
        onError: refused,
      },
    );
  };

  const confirmDelete = (name: string, what: AssetDeletion) => {
    modal.confirm({
      title: t('assets.deleteTitle', { name }),
      okText: t('assets.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(what)
          .then(() => void message.success({ content: t('assets.deleted'), key: 'asset' })),
    });
  };

  const deleteButton = (name: string, what: AssetDeletion) =>
    disabled ? null : (
      <Button
        danger
        size="small"
        icon={<DeleteOutlined />}
        aria-label={t('assets.deleteNamed', { name })}
        disabled={busy}
        onClick={() => confirmDelete(name, what)}
      >
        {t('assets.delete')}
      </Button>
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

  const single = (
    type: PicTypeValue,
    name: string,
    url: string,
    rule: string,
    testId: string,
    wide: boolean,
  ): ReactNode => (
    <AssetCard title={name} testId={testId} rule={rule}>
      <div className={wide ? 'rel-asset__preview rel-asset__preview--wide' : 'rel-asset__preview'}>
        {url ? (
          <Image src={url} alt={name} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
        )}
      </div>
      <div className="rel-asset__actions">
        {disabled ? null : (
          <FilePicker
            accept={IMAGE_ACCEPT}
            inputId={`file-${testId}`}
            icon={<UploadOutlined />}
            size="small"
            disabled={busy}
            aria-label={t(url ? 'assets.replaceNamed' : 'assets.uploadNamed', { name })}
            onFile={(file) => void sendPicture(file, type, name)}
          >
            {url ? t('assets.replace') : t('assets.upload')}
          </FilePicker>
        )}
        {url ? deleteButton(name, { kind: 'pic', url }) : null}
      </div>
    </AssetCard>
  );

  return (
    <div className="rel-assets" aria-busy={busy}>
      <p className="rel-step__intro">{t('assets.intro')}</p>
      {cId ? <p className="rel-step__intro">{t('assets.introChannel')}</p> : null}
      <div className="rel-assets__pair">
        {single(
          PicType.icon,
          icon,
          data.scover,
          t('assets.iconRule', picRuleText(PicType.icon)),
          'icon',
          false,
        )}
        {single(
          PicType.cover,
          cover,
          data.rcover,
          t('assets.coverRule', picRuleText(PicType.cover)),
          'cover',
          true,
        )}
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
        <ol className="rel-trailers">
          {data.vedios.map((video, index) => {
            const name = t('assets.trailer', { n: index + 1 });
            const coverName = t('assets.trailerCover', { n: index + 1 });
            return (
              <li
                key={video.id}
                className="rel-trailers__item"
                data-testid={`trailer-${index + 1}`}
              >
                <div className="rel-trailers__media">
                  <video src={video.vedio} controls preload="metadata" aria-label={name} />
                  <div className="rel-asset__preview rel-asset__preview--wide">
                    {video.pic ? (
                      <Image src={video.pic} alt={coverName} />
                    ) : (
                      <Empty
                        image={Empty.PRESENTED_IMAGE_SIMPLE}
                        description={t('assets.noCover')}
                      />
                    )}
                  </div>
                </div>
                <div className="rel-shots__bar">
                  <span className="rel-trailers__name">
                    {name} · {video.vName}
                  </span>
                  {disabled ? null : (
                    <FilePicker
                      accept={IMAGE_ACCEPT}
                      inputId={`file-trailer-cover-${index + 1}`}
                      size="small"
                      icon={<UploadOutlined />}
                      disabled={busy}
                      onFile={(file) => void sendVideoCover(video.id, file, coverName)}
                    >
                      {video.pic
                        ? t('assets.replaceNamed', { name: coverName })
                        : t('assets.uploadNamed', { name: coverName })}
                    </FilePicker>
                  )}
                  {video.pic
                    ? deleteButton(coverName, { kind: 'vedioPic', vedioId: video.id })
                    : null}
                  {deleteButton(name, { kind: 'vedio', vedioId: video.id })}
                </div>
              </li>
            );
          })}
        </ol>
        {!disabled && data.vedios.length < releaseLimits.videosMax ? (
          <FilePicker
            accept="video/mp4,.mp4"
            inputId="file-trailer"
            icon={<PlusOutlined />}
            disabled={busy}
            loading={uploadVedio.isPending}
            onFile={(file) => sendVideo(file, t('assets.trailer', { n: data.vedios.length + 1 }))}
          >
            {t('assets.addNamed', { name: t('assets.trailer', { n: data.vedios.length + 1 }) })}
          </FilePicker>
        ) : null}
      </AssetCard>

      <AssetCard
        title={t('assets.doc')}
        testId="doc"
        rule={t('assets.docRule', { max: formatLimit(assetLimits.docBytes) })}
      >
        <p className="rel-asset__doc">
          {doc ? `${doc.fname} · ${formatBytes(doc.size)}` : t('assets.noDoc')}
        </p>
        <div className="rel-asset__actions">
          {disabled ? null : (
            <FilePicker
              accept=".pdf,.doc,.docx,application/pdf"
              inputId="file-doc"
              size="small"
              icon={<UploadOutlined />}
              disabled={busy}
              onFile={(file) => sendDoc(file, t('assets.doc'))}
            >
              {doc ? t('assets.replace') : t('assets.upload')}
            </FilePicker>
          )}
          {doc
            ? deleteButton(t('assets.doc'), { kind: 'doc', type: DocType.softwareCopyright })
            : null}
        </div>
      </AssetCard>
    </div>
  );
}
