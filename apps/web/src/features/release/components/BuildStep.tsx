import { CloudUploadOutlined } from '@ant-design/icons';
import {
  DEV_MODELS,
  UploadFileType,
  type ReleaseForm,
  type UploadFileTypeValue,
} from '@vrportal/contract';
import { App, Button, Checkbox, Descriptions, Empty, Form, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadBuildDialog, type UploadPhase, type UploadResult } from '@/components/upload-build';
import { formatBytes } from '../lib/labels';
import { LocalizedFields } from './LocalizedFields';
import { ReleaseField } from './ReleaseField';

interface Props {
  appId: string;
  cId: string;
  form: ReleaseForm;
  /** the highest version code of the app's builds (live, submitted or draft): a new one must be higher */
  lastVersionCode: number | null;
  disabled: boolean;
  onUploaded: () => void;
  onPhaseChange: (phase: UploadPhase) => void;
}

/** Step 0: the draft build (or the upload dialog), what's new, devices, forced update. */
export function BuildStep({
  appId,
  cId,
  form,
  lastVersionCode,
  disabled,
  onUploaded,
  onPhaseChange,
}: Props) {
  const { t } = useTranslation('release');
  const { message } = App.useApp();
  const [fileType, setFileType] = useState<UploadFileTypeValue>(UploadFileType.apk);
  const [open, setOpen] = useState(false);
  const hasApk = form.apkFileName !== '' || form.fname !== '';
  const channel = cId !== '';

  const openDialog = (type: UploadFileTypeValue) => {
    setFileType(type);
    setOpen(true);
  };
  const uploaded = (result: UploadResult) => {
    void message.success(t('build.uploaded', { name: result.originalName }));
    onUploaded();
  };

  const files = [
    { key: 'apk', label: t('build.apk'), name: form.apkFileName || form.fname, size: form.apkSize },
    { key: 'obb', label: t('build.obb'), name: form.obbFileName, size: form.obbSize },
    { key: 'patch', label: t('build.patch'), name: form.patchObbFileName, size: form.patchObbSize },
  ].filter((file) => file.name);

  return (
    <>
      <section className="rel-build" aria-label={t('build.title')} data-testid="draft-build">
        <p className="rel-step__intro">{t('build.intro')}</p>
        {hasApk ? (
          <Descriptions
            size="small"
            column={1}
            bordered
            className="rel-build__files"
            items={[
              {
                key: 'ver',
                label: t('build.version'),
                children: t('build.versionValue', { ver: form.ver, vcode: form.vcode }),
              },
              ...files.map((file) => ({
                key: file.key,
                label: file.label,
                children: (
                  <span className="rel-build__file">
                    <span className="rel-build__name">{file.name}</span>
                    <span className="rel-build__size">{formatBytes(file.size)}</span>
                  </span>
                ),
              })),
            ]}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('build.none')} />
        )}
        {!disabled ? (
          <div className="rel-build__actions">
            <Button
              type={hasApk ? 'default' : 'primary'}
              icon={<CloudUploadOutlined />}
              onClick={() => openDialog(UploadFileType.apk)}
            >
              {hasApk ? t('build.replace') : t('build.upload')}
            </Button>
            {hasApk ? (
              <>
                <Button onClick={() => openDialog(UploadFileType.mainObb)}>
                  {t('build.uploadObb')}
                </Button>
                <Button onClick={() => openDialog(UploadFileType.patchObb)}>
                  {t('build.uploadPatch')}
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </section>

      <LocalizedFields
        field="vnote"
        label={t('build.vnote')}
        multiline
        required
        channel={channel}
        disabled={disabled}
      />
      <ReleaseField name="devModel" label={t('build.devModel')} required channel={channel}>
        <Checkbox.Group
          disabled={disabled}
          options={DEV_MODELS.map((model) => ({ value: model, label: model }))}
        />
      </ReleaseField>
      <Form.Item
        name="forced"
        label={t('build.forced')}
        valuePropName="checked"
        extra={t('build.forcedHelp')}
      >
        <Switch disabled={disabled} />
      </Form.Item>

      <UploadBuildDialog
        open={open}
        appId={appId}
        fileType={fileType}
        packageName={form.pkg || null}
        lastVersionCode={lastVersionCode}
        hasApk={hasApk}
        channelId={cId || null}
        onUploaded={uploaded}
        onClose={() => setOpen(false)}
        onPhaseChange={onPhaseChange}
      />
    </>
  );
}
