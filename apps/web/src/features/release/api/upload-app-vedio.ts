import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetPaths, type uploadAppVedioAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { postForm } from '@/lib/api-client';
import { releaseKeys } from './calls';

/** POST /vrmcsys/dvlper/uploadAppVedio, multipart appId, vedioFile (MP4): answers {vedioId, url}. */
export function uploadAppVedio(appId: string, file: File) {
  const form = new FormData();
  form.append('appId', appId);
  form.append('vedioFile', file, file.name);
  return postForm<z.infer<typeof uploadAppVedioAnswer>>(assetPaths.uploadAppVedio, form);
}

export function useUploadAppVedio(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAppVedio(appId, file),
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
