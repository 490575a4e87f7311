import { useMutation } from '@tanstack/react-query';
import { playerReviewPaths } from '@vrportal/contract';
import { postForFile } from '@/lib/download';
import { requestOf, type ReviewFilterValues } from '../lib/filters';

/**
 * POST /vrmcsys/dvlper/reviews/export {appId, filters}: the filtered reviews as .xlsx, its
 * columns in the reader's language, saved under the name the server gives.
 */
export function exportReviews(appId: string, filters: ReviewFilterValues) {
  return postForFile(playerReviewPaths.export, requestOf(appId, filters), 'reviews.xlsx');
}

export function useExportReviews(appId: string) {
  return useMutation({
    mutationFn: (filters: ReviewFilterValues) => exportReviews(appId, filters),
  });
}
