import { Picture } from '@/components/DefaultPicture';
import {
  DeleteOutlined,
  PictureOutlined,
  PlusOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { formatLimit, platformLimits, type PlatformImageUseValue } from '@vrportal/contract';
import { Button, Spin } from 'antd';
import { useState } from 'react';
import { FilePicker } from '@/components/FilePicker';
import { IMAGE_ACCEPT, imageSize } from '@/lib/image-file';
import { useUploadPlatformImage } from '../api/upload-image';
import { failureText } from '../lib/refusal';
import { usePlatformText, type PlatformText } from '../lib/texts';
import { formatBytes } from '@/lib/bytes';

/** picture: PNG or JPG; wide: the same in 16:9; video: an MP4 trailer. */
export type MediaKind = 'picture' | 'wide' | 'video';

const VIDEO_ACCEPT = 'video/mp4,.mp4';
const IMAGE_RE = /\.(png|jpe?g)$/i;

/** The browser's checks of a file before it is sent (the server checks it again). */
async function fileProblem(file: File, kind: MediaKind, label: string, t: PlatformText) {
  const tooBig = (max: number) =>
    file.size > max
      ? t('upload.tooBig', {
          name: label,
          actual: formatBytes(file.size),
          max: formatLimit(max),
        })
      : null;
  if (kind === 'video') {
    if (!/\.mp4$/i.test(file.name) && file.type !== 'video/mp4') {
      return t('upload.wrongType', { name: label, types: 'MP4' });
    }
    return tooBig(platformLimits.trailerBytes);
  }
  if (!IMAGE_RE.test(file.name) && !/^image\/(png|jpeg)$/.test(file.type)) {
    return t('upload.wrongType', { name: label, types: 'PNG / JPG' });
  }
  const big = tooBig(platformLimits.imageBytes);
  if (big) return big;
  const size = await imageSize(file);
  if (!size) return t('upload.unreadable');
  const { width, height } = platformLimits.destinationAspect;
  if (kind === 'wide' && size.width * height !== size.height * width) {
    return t('upload.notWide', { name: label, actual: `${size.width} × ${size.height}` });
  }
  return null;
}

export function ruleText(kind: MediaKind, t: PlatformText) {
  if (kind === 'video')
    return t('upload.videoRule', { max: formatLimit(platformLimits.trailerBytes) });
  const max = formatLimit(platformLimits.imageBytes);
  return kind === 'wide' ? t('upload.wideRule', { max }) : t('upload.imageRule', { max });
}

/**
 * Picks, checks and uploads one file through uploadImage and answers its url; the problem of a
 * refused file is told under the control.
 */
export function useMediaSender(
  appId: string,
  use: PlatformImageUseValue,
  kind: MediaKind,
  label: string,
) {
  const t = usePlatformText();
  const upload = useUploadPlatformImage(appId, use);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (file: File): Promise<string | null> => {
    setProblem(null);
    const local = await fileProblem(file, kind, label, t);
    if (local) {
      setProblem(local);
      return null;
    }
    try {
      const { url } = await upload.mutateAsync(file);
      return url;
    } catch (error) {
      setProblem(t('upload.refused', { reason: failureText(error, t) }));
      return null;
    }
  };
  return { send, problem, busy: upload.isPending };
}

/** Why the file picked last was refused, told under the control (both media controls). */
function MediaProblem({ problem, inputId }: { problem: string | null; inputId: string }) {
  return problem ? (
    <p className="plat-media__problem" role="alert" data-testid={`${inputId}-problem`}>
      {problem}
    </p>
  ) : null;
}

/**
 * One picture or trailer of an item, as a form control (value: the url uploadImage answered, ''
 * for none): its preview, Upload or Replace, and Remove.
 */
export function MediaUpload({
  appId,
  use,
  kind = 'picture',
  widePreview = false,
  label,
  inputId,
  value = '',
  onChange,
}: {
  appId: string;
  use: PlatformImageUseValue;
  kind?: MediaKind;
  /** a landscape preview for a picture of any shape (covers) */
  widePreview?: boolean;
  label: string;
  inputId: string;
  value?: string;
  onChange?: (url: string) => void;
}) {
  const t = usePlatformText();
  const { send, problem, busy } = useMediaSender(appId, use, kind, label);
  const pick = (file: File) =>
    void send(file).then((url) => {
      if (url) onChange?.(url);
    });

  return (
    <div className={`plat-media plat-media--${widePreview ? 'wide' : kind}`}>
      <div className="plat-media__preview" data-testid={`${inputId}-preview`}>
        {busy ? (
          <Spin />
        ) : value ? (
          kind === 'video' ? (
            <video
              src={value}
              controls
              preload="metadata"
              aria-label={t('upload.preview', { name: label })}
            />
          ) : (
            <Picture src={value} alt={t('upload.preview', { name: label })} />
          )
        ) : (
          <span className="plat-media__none">
            {kind === 'video' ? (
              <VideoCameraOutlined aria-hidden="true" />
            ) : (
              <PictureOutlined aria-hidden="true" />
            )}
            {t('upload.none')}
          </span>
        )}
      </div>
      <div className="plat-media__side">
        <div className="plat-media__buttons">
          <FilePicker
            accept={kind === 'video' ? VIDEO_ACCEPT : IMAGE_ACCEPT}
            inputId={inputId}
            loading={busy}
            icon={<UploadOutlined />}
            aria-label={`${value ? t('upload.replace') : t('upload.choose')} ${label}`}
            onFile={pick}
          >
            {value ? t('upload.replace') : t('upload.choose')}
          </FilePicker>
          {value ? (
            <Button
              icon={<DeleteOutlined />}
              aria-label={`${t('upload.remove')} ${label}`}
              onClick={() => onChange?.('')}
            >
              {t('upload.remove')}
            </Button>
          ) : null}
        </div>
        <p className="plat-media__rule">{ruleText(kind, t)}</p>
        <MediaProblem problem={problem} inputId={inputId} />
      </div>
    </div>
  );
}

/** Up to eight screenshots, as a form control (value: their urls in order). */
export function ScreenshotsUpload({
  appId,
  use,
  label,
  inputId,
  max,
  value = [],
  onChange,
}: {
  appId: string;
  use: PlatformImageUseValue;
  label: string;
  inputId: string;
  max: number;
  value?: string[];
  onChange?: (urls: string[]) => void;
}) {
  const t = usePlatformText();
  const { send, problem, busy } = useMediaSender(appId, use, 'picture', label);
  const pick = (file: File) =>
    void send(file).then((url) => {
      if (url) onChange?.([...value, url].slice(0, max));
    });

  return (
    <div className="plat-shots">
      <ul className="plat-shots__list">
        {value.map((url, index) => (
          <li key={`${url}-${index}`} className="plat-shots__item">
            <Picture src={url} alt={t('upload.preview', { name: `${label} ${index + 1}` })} />
            <Button
              size="small"
              className="plat-shots__remove"
              icon={<DeleteOutlined />}
              aria-label={`${t('upload.remove')} ${label} ${index + 1}`}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          </li>
        ))}
        {busy ? (
          <li className="plat-shots__item plat-shots__item--busy">
            <Spin />
          </li>
        ) : null}
      </ul>
      <div className="plat-media__buttons">
        {value.length < max ? (
          <FilePicker
            accept={IMAGE_ACCEPT}
            inputId={inputId}
            loading={busy}
            icon={<PlusOutlined />}
            aria-label={`${t('upload.add')} ${label}`}
            onFile={pick}
          >
            {t('upload.add')}
          </FilePicker>
        ) : null}
        <span className="plat-media__rule">
          {t('upload.count', { count: value.length, max })} · {ruleText('picture', t)}
        </span>
      </div>
      <MediaProblem problem={problem} inputId={inputId} />
    </div>
  );
}
