// The cards of the assets step: one kind of asset, a single picture, the trailers, the document.
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { DocType, releaseLimits, type PicTypeValue } from '@vrportal/contract';
import { Button, Card, Empty, Image } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '@/components/FilePicker';
import { IMAGE_ACCEPT } from '@/lib/image-file';
import type { AssetDeletion } from '../api/delete-asset';
import type { useAppAssets } from '../api/get-app-assets';
import { formatBytes } from '../lib/labels';

type AppAssets = NonNullable<ReturnType<typeof useAppAssets>['data']>;

/** Renders the delete button of an asset (nothing while the step is read-only). */
export type DeleteButton = (name: string, what: AssetDeletion) => ReactNode;

/** The card of one kind of asset: its name, the rule it must meet, then what is uploaded. */
export function AssetCard({
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

/** The delete button of one asset, confirmed in a dialog. */
export function DeleteAssetButton({
  name,
  busy,
  onDelete,
}: {
  name: string;
  busy: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation('release');
  return (
    <Button
      danger
      size="small"
      icon={<DeleteOutlined />}
      aria-label={t('assets.deleteNamed', { name })}
      disabled={busy}
      onClick={onDelete}
    >
      {t('assets.delete')}
    </Button>
  );
}

/** The icon or the wide cover: its preview, and uploading, replacing or deleting it. */
export function PictureCard({
  type,
  name,
  url,
  rule,
  testId,
  wide,
  disabled,
  busy,
  onPicture,
  deleteButton,
}: {
  type: PicTypeValue;
  name: string;
  url: string;
  rule: string;
  testId: string;
  wide: boolean;
  disabled: boolean;
  busy: boolean;
  onPicture: (file: File, type: PicTypeValue, name: string) => void;
  deleteButton: DeleteButton;
}) {
  const { t } = useTranslation('release');
  return (
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
            onFile={(file) => onPicture(file, type, name)}
          >
            {url ? t('assets.replace') : t('assets.upload')}
          </FilePicker>
        )}
        {url ? deleteButton(name, { kind: 'pic', url }) : null}
      </div>
    </AssetCard>
  );
}

/** The trailers with their covers, and adding one while there is room. */
export function TrailerList({
  data,
  disabled,
  busy,
  videoUploading,
  onVideo,
  onVideoCover,
  deleteButton,
}: {
  data: AppAssets;
  disabled: boolean;
  busy: boolean;
  videoUploading: boolean;
  onVideo: (file: File, name: string) => void;
  onVideoCover: (vedioId: string, file: File, name: string) => void;
  deleteButton: DeleteButton;
}) {
  const { t } = useTranslation('release');
  return (
    <>
      <ol className="rel-trailers">
        {data.vedios.map((video, index) => {
          const name = t('assets.trailer', { n: index + 1 });
          const coverName = t('assets.trailerCover', { n: index + 1 });
          return (
            <li key={video.id} className="rel-trailers__item" data-testid={`trailer-${index + 1}`}>
              <div className="rel-trailers__media">
                <video src={video.vedio} controls preload="metadata" aria-label={name} />
                <div className="rel-asset__preview rel-asset__preview--wide">
                  {video.pic ? (
                    <Image src={video.pic} alt={coverName} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assets.noCover')} />
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
                    onFile={(file) => onVideoCover(video.id, file, coverName)}
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
          loading={videoUploading}
          onFile={(file) => onVideo(file, t('assets.trailer', { n: data.vedios.length + 1 }))}
        >
          {t('assets.addNamed', { name: t('assets.trailer', { n: data.vedios.length + 1 }) })}
        </FilePicker>
      ) : null}
    </>
  );
}

/** The software copyright document: its name and size, uploading, replacing or deleting it. */
export function DocFile({
  doc,
  disabled,
  busy,
  onDoc,
  deleteButton,
}: {
  doc: AppAssets['docs'][number] | undefined;
  disabled: boolean;
  busy: boolean;
  onDoc: (file: File, name: string) => void;
  deleteButton: DeleteButton;
}) {
  const { t } = useTranslation('release');
  return (
    <>
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
            onFile={(file) => onDoc(file, t('assets.doc'))}
          >
            {doc ? t('assets.replace') : t('assets.upload')}
          </FilePicker>
        )}
        {doc
          ? deleteButton(t('assets.doc'), { kind: 'doc', type: DocType.softwareCopyright })
          : null}
      </div>
    </>
  );
}
