import { useMutation } from '@tanstack/react-query';
import { platformPaths, type PlatformImageUseValue } from '@vrportal/contract';
import { postForm } from '@/lib/api-client';

/**
 * POST /vrmcsys/dvlper/platform/uploadImage, multipart appId, use (PlatformImageUse), picFile:
 * the stored file's url, which the item's form then saves.
 */
export function uploadPlatformImage(appId: string, use: PlatformImageUseValue, file: File) {
  const form = new FormData();
  // the text fields go before the file: the server reads them first
  form.append('appId', appId);
  form.append('use', String(use));
  form.append('picFile', file, file.name);
  return postForm<{ url: string }>(platformPaths.uploadImage, form);
}

/** The upload control tells its refusals itself. */
export function useUploadPlatformImage(appId: string, use: PlatformImageUseValue) {
  return useMutation({
    mutationFn: (file: File) => uploadPlatformImage(appId, use, file),
    meta: { quiet: true },
  });
}
