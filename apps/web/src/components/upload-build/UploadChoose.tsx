// Choosing the file: the drop area, a picker around any trigger, and the uploads left unfinished.
import { CloudUploadOutlined, ReloadOutlined } from '@ant-design/icons';
import { maxBytesOf, uploadLimits, type UploadFileTypeValue } from '@vrportal/contract';
import { Alert, Button, Upload } from 'antd';
import type { ReactNode } from 'react';
import type { UploadFile } from './engine/upload-engine';
import type { RememberedUpload } from './engine/upload-memory';
import { extensionOf, kindOf, type ProblemText } from './texts';
import type { UploadT as T } from './types';
import { formatBytes } from '@/lib/bytes';

/** A file picker around any trigger; the chosen file goes to the engine, never to antd. */
export function FilePicker({
  fileType,
  onPick,
  disabled,
  children,
}: {
  fileType: UploadFileTypeValue;
  onPick: (file: UploadFile) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Upload
      accept={`.${extensionOf(fileType)}`}
      showUploadList={false}
      maxCount={1}
      disabled={disabled}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload>
  );
}

export function ChooseFile({
  fileType,
  blocked,
  remembered,
  onPick,
  onDiscard,
  t,
}: {
  fileType: UploadFileTypeValue;
  blocked: ProblemText | null;
  remembered: RememberedUpload[];
  onPick: (file: UploadFile) => void;
  onDiscard: (entry: RememberedUpload) => void;
  t: T;
}) {
  return (
    <div className="upload-build__choose">
      {blocked ? (
        <Alert type="warning" showIcon title={blocked.title} description={blocked.advice} />
      ) : null}
      {remembered.map((entry) => (
        <Alert
          key={entry.identifier}
          type="info"
          showIcon
          icon={<ReloadOutlined />}
          title={t('resume.title', { name: entry.name })}
          description={
            <>
              <p className="upload-build__alert-text">
                {t('resume.text', {
                  percent: Math.min(
                    uploadLimits.progressCap,
                    Math.floor((entry.heldChunks / Math.max(1, entry.totalChunks)) * 100),
                  ),
                })}
              </p>
              <Button size="small" onClick={() => onDiscard(entry)}>
                {t('resume.discard')}
              </Button>
            </>
          }
        />
      ))}
      {blocked ? null : <UploadDragger fileType={fileType} onPick={onPick} t={t} />}
      {blocked ? null : <p className="upload-build__note">{t('choose.hintResume')}</p>}
    </div>
  );
}

function UploadDragger({
  fileType,
  onPick,
  t,
}: {
  fileType: UploadFileTypeValue;
  onPick: (file: UploadFile) => void;
  t: T;
}) {
  const kind = t(`kind.${kindOf(fileType)}`);
  return (
    <Upload.Dragger
      accept={`.${extensionOf(fileType)}`}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <p className="upload-build__drop-icon">
        <CloudUploadOutlined />
      </p>
      <p className="upload-build__drop-text">{t('choose.drop')}</p>
      <p className="upload-build__drop-hint">
        {t('choose.hintSize', {
          kind,
          ext: extensionOf(fileType),
          max: formatBytes(maxBytesOf(fileType)),
        })}
      </p>
      <p className="upload-build__drop-hint">{t('choose.hintName')}</p>
    </Upload.Dragger>
  );
}
