import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetPaths, type PicTypeValue, type urlAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { postForm } from '@/lib/api-client';
import { releaseKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/uploadAppPic, multipart appId, type (1 icon, 2 cover, 3 screenshot),
 * cId (a channel's release; none for the main store), picFile.
 */
export function uploadAppPic(appId: string, cId: string, type: PicTypeValue, file: File) {
  const form = new FormData();
  // the text fields go before the file: the server reads them first
  form.append('appId', appId);
  form.append('type', String(type));
  if (cId) form.append('cId', cId);
  form.append('picFile', file, file.name);
  return postForm<z.infer<typeof urlAnswer>>(assetPaths.uploadAppPic, form);
}

/** Each release (the main store's, a channel's) owns its assets. */
export function useUploadAppPic(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: PicTypeValue; file: File }) =>
      uploadAppPic(appId, cId, type, file),
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
