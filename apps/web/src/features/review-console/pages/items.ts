// The review console's pages of platform items and of reported players' reviews, one chunk.
export { default as PlatformReviewPage } from './PlatformReviewPage';
export { default as ReportedReviewsPage } from './ReportedReviewsPage';
