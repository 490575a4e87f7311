// Uploading a build (APK, or its main or patch OBB) to a track, and telling it once done.
import { useQueryClient } from '@tanstack/react-query';
import { UploadFileType, type UploadFileTypeValue } from '@vrportal/contract';
import { App } from 'antd';
import { useState } from 'react';
import type { UploadResult } from '@/components/upload-build';
import { tracksQueries } from '../api/keys';
import type { TracksText } from '../lib/texts';

export function useTrackUpload(appId: string, trackName: string, t: TracksText) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [fileType, setFileType] = useState<UploadFileTypeValue>(UploadFileType.apk);
  const [uploading, setUploading] = useState(false);

  const openUpload = (type: UploadFileTypeValue) => {
    setFileType(type);
    setUploading(true);
  };
  const uploaded = (result: UploadResult) => {
    void message.success(t('build.uploadedTo', { name: result.originalName, track: trackName }));
    void client.invalidateQueries({ queryKey: tracksQueries.list(appId).queryKey });
  };
  return { fileType, uploading, openUpload, uploaded, closeUpload: () => setUploading(false) };
}
