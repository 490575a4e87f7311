import { useInfiniteQuery } from '@tanstack/react-query';
import { notificationQueries, type NotificationPage } from './keys';

export type Notification = NotificationPage['ntys'][number];

export function useNotificationList() {
  return useInfiniteQuery(notificationQueries.list());
}
