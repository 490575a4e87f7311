import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetPaths, type DocTypeValue, type uploadAppDocAnswer } from '@vrportal/contract';
import type { z } from 'zod';
import { postForm } from '@/lib/api-client';
import { releaseKeys } from './keys';

/** POST /vrmcsys/dvlper/uploadAppDoc, multipart appId, type, cId?, docFile (PDF, DOC, DOCX). */
export function uploadAppDoc(appId: string, cId: string, type: DocTypeValue, file: File) {
  const form = new FormData();
  form.append('appId', appId);
  form.append('type', String(type));
  if (cId) form.append('cId', cId);
  form.append('docFile', file, file.name);
  return postForm<z.infer<typeof uploadAppDocAnswer>>(assetPaths.uploadAppDoc, form);
}

export function useUploadAppDoc(appId: string, cId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, file }: { type: DocTypeValue; file: File }) =>
      uploadAppDoc(appId, cId, type, file),
    meta: { quiet: true },
    onSuccess: () => client.invalidateQueries({ queryKey: releaseKeys.app(appId) }),
  });
}
