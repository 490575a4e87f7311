import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetPaths, type uploadAppVedioAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { postForm } from '@/lib/api-client';
import { releaseKeys } from './keys';

/**
 * POST /vrmcsys/dvlper/uploadAppVedio, multipart appId, cId (a channel's release), vedioFile
 * (MP4): answers {vedioId, url}.
 */
export function uploadAppVedio(appId: string, cId: string, file: File) {
  const form = new FormData();
  form.append('appId', appId);
  if (cId) form.append('cId', cId);
  form.append('vedioFile', file, file.name);
  return postForm<z.infer<typeof uploadAppVedioAnswer>>(assetPaths.uploadAppVedio, form);
}

export function useUploadAppVedio(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAppVedio(appId, cId, file),
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
