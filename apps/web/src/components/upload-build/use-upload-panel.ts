// The dialog's state: its engine, the result reported once, the leave warning, cancel and close.
import { UploadFileType } from '@vrportal/contract';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '@/lib/lang';
import type { UploadFile, UploadPhase } from './engine/upload-engine';
import { problemText } from './texts';
import type { UploadBuildDialogProps } from './types';
import { useBuildUpload } from './use-build-upload';

/** Phases in which a transfer runs in this page: closing or leaving pauses it. */
const TRANSFERRING = new Set<UploadPhase>(['checking', 'uploading']);

function useLatest<V>(value: V) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function useUploadPanel(props: UploadBuildDialogProps) {
  const { open, appId, fileType, channelId, track, onClose } = props;
  const { t } = useTranslation('upload');
  const { modal, message } = App.useApp();
  const lang = currentLang();
  const { engine, snapshot } = useBuildUpload(
    { appId, fileType, channelId, track },
    {
      packageName: props.packageName,
      lastVersionCode: props.lastVersionCode,
      hasVersions: props.hasVersions,
      hasApk: props.hasApk,
    },
  );
  const phase = snapshot?.phase ?? 'idle';
  const onUploaded = useLatest(props.onUploaded);
  const onPhaseChange = useLatest(props.onPhaseChange);

  // the result goes to the page once, even when it arrives while the dialog is hidden
  const reported = useRef<string | null>(null);
  const result = snapshot?.result ?? null;
  useEffect(() => {
    if (result && reported.current !== result.identifier) {
      reported.current = result.identifier;
      onUploaded.current(result);
    }
  }, [result, onUploaded]);

  useEffect(() => {
    onPhaseChange.current?.(phase);
  }, [phase, onPhaseChange]);

  // a merge left running (the tab was closed) is followed again without the file
  useEffect(() => {
    if (!open || !engine || engine.getSnapshot().phase !== 'idle') return;
    const merging = engine.remembered().find((entry) => entry.merging);
    if (merging) void engine.watchMerge(merging);
  }, [open, engine]);

  // leaving the page stops the transfer: say so
  const transferring = TRANSFERRING.has(phase);
  useEffect(() => {
    if (!transferring) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = t('leaveWarning');
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [transferring, t]);

  const pick = (file: UploadFile) => void engine?.start(file);

  const confirmCancel = (action: () => Promise<unknown>) => {
    modal.confirm({
      title: t('cancel.title'),
      content: t('cancel.text'),
      okText: t('cancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel.keep'),
      onOk: action,
    });
  };

  const cancelUpload = () =>
    confirmCancel(async () => {
      if (engine && !(await engine.cancel())) void message.warning(t('cancel.notTold'));
    });

  const requestClose = () => {
    if (!engine) return onClose();
    if (phase === 'uploading') {
      modal.confirm({
        title: t('closeWhileUploading.title'),
        content: t('closeWhileUploading.text'),
        okText: t('closeWhileUploading.ok'),
        cancelText: t('closeWhileUploading.keep'),
        onOk: () => {
          engine.pause();
          onClose();
        },
      });
      return;
    }
    if (phase === 'done' || phase === 'failed' || phase === 'checking') engine.reset();
    onClose();
  };

  const obbBlocked =
    fileType !== UploadFileType.apk && props.hasApk === false
      ? problemText(
          { reason: 'apkFirst', code: null, serverMessage: null, remedy: 'choose' },
          fileType,
          t,
          lang,
        )
      : null;
  const problem = snapshot?.problem ? problemText(snapshot.problem, fileType, t, lang) : null;

  return {
    t,
    engine,
    snapshot,
    phase,
    pick,
    confirmCancel,
    cancelUpload,
    requestClose,
    obbBlocked,
    problem,
  };
}
