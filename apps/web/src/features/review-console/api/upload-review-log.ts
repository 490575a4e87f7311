import { useMutation } from '@tanstack/react-query';
import { reviewPaths } from '@vrportal/contract';
import { postForm, type CallOptions } from '@/lib/api-client';

/**
 * POST /vrmcsys/admin/review/uploadLog, multipart with the field logFile: keeps a test log for
 * the manual technical stage; answers {log, size}, and `log` goes with decideReview.
 */
export interface UploadedLog {
  /** the stored log's name, for decideReview's `log` */
  log: string;
  size: number;
}

export function uploadReviewLog(file: File, options?: CallOptions) {
  const form = new FormData();
  form.append('logFile', file, file.name);
  return postForm<UploadedLog>(reviewPaths.uploadReviewLog, form, options);
}

export function useUploadReviewLog() {
  // the checklist says itself when a log could not be attached
  return useMutation({ mutationFn: (file: File) => uploadReviewLog(file), meta: { quiet: true } });
}
