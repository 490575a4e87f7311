import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetPaths, type urlAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { postForm } from '@/lib/api-client';
import { releaseKeys } from './keys';

/** POST /vrmcsys/dvlper/uploadVedioPic, multipart vedioId, picFile: a trailer's cover. */
export function uploadVedioPic(vedioId: string, file: File) {
  const form = new FormData();
  form.append('vedioId', vedioId);
  form.append('picFile', file, file.name);
  return postForm<z.infer<typeof urlAnswer>>(assetPaths.uploadVedioPic, form);
}

export function useUploadVedioPic(appId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vedioId, file }: { vedioId: string; file: File }) =>
      uploadVedioPic(vedioId, file),
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
