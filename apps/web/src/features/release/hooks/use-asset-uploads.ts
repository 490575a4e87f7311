// A release's asset uploads: the browser's checks of each file, the upload calls, deleting.
import {
  assetLimits,
  DocType,
  formatLimit,
  PicType,
  picRule,
  type PicTypeValue,
} from '@vrportal/contract';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { imageSize } from '@/lib/image-file';
import { useDeleteAsset, type AssetDeletion } from '../api/delete-asset';
import { useUploadAppDoc } from '../api/upload-app-doc';
import { useUploadAppPic } from '../api/upload-app-pic';
import { useUploadAppVedio } from '../api/upload-app-vedio';
import { useUploadVedioPic } from '../api/upload-vedio-pic';
import { formatBytes } from '../lib/labels';

const IMAGE_RE = /\.(png|jpe?g)$/i;
const DOC_RE = /\.(pdf|docx?)$/i;

export function useAssetUploads(appId: string, cId: string) {
  const { t } = useTranslation('release');
  const { message, modal } = App.useApp();
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

  return {
    busy,
    videoUploading: uploadVedio.isPending,
    sendPicture,
    sendVideoCover,
    sendVideo,
    sendDoc,
    confirmDelete,
  };
}
