import { NotifyState, NotifyStatus } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { markReadIn } from '../api/dispose-notify';
import { nextNotificationPage } from '../api/keys';
import { internalLink, notificationTarget, reportTypeOf } from './targets';

const nty = (id: string, state: number) => ({
  id,
  tag: 'content',
  state,
  status: NotifyStatus.failed,
  type: 3,
  title: 't',
  content: 'c',
  time: '2026-01-01T00:00:00.000Z',
  appId: 'a',
  appName: 'A',
  allName: '{}',
  ver: '',
  auditId: 'x',
  link: '',
});

describe('notification targets', () => {
  it('opens the audit report of review notifications, else the notification itself', () => {
    expect(notificationTarget({ id: 'n1', type: 3, auditId: 'a1' })).toBe(
      '/notification?type=3&auditId=a1',
    );
    expect(notificationTarget({ id: 'n1', type: 0, auditId: '' })).toBe('/notification?nty=n1');
    expect(notificationTarget({ id: 'n1', type: 2, auditId: '' })).toBe('/notification?nty=n1');
  });

  it('reads report types 1 to 4 only', () => {
    expect(reportTypeOf('1')).toBe(1);
    expect(reportTypeOf('4')).toBe(4);
    expect(reportTypeOf('5')).toBeNull();
    expect(reportTypeOf('x')).toBeNull();
    expect(reportTypeOf(null)).toBeNull();
  });

  it('keeps only links inside the portal', () => {
    expect(internalLink('/app_center?appId=1')).toBe('/app_center?appId=1');
    expect(internalLink('https://evil.example')).toBeNull();
    expect(internalLink('//evil.example')).toBeNull();
    expect(internalLink('')).toBeNull();
  });
});

describe('notification pages', () => {
  const page = (count: number, total: number, state: number = NotifyState.unread) => ({
    ntys: Array.from({ length: count }, (_, i) => nty(`n${i}`, state)),
    total,
    unread: count,
  });

  it('loads another page while pages come back full (30) and more exist', () => {
    expect(nextNotificationPage([page(30, 45)])).toBe(2);
    expect(nextNotificationPage([page(30, 30)])).toBeUndefined();
    expect(nextNotificationPage([page(12, 12)])).toBeUndefined();
    expect(nextNotificationPage([])).toBeUndefined();
  });

  it('marks one notification read in the cached list', () => {
    const data = { pages: [page(2, 2)], pageParams: [1] };
    const next = markReadIn(data, 'n1');
    expect(next?.pages[0]?.ntys.map((n) => n.state)).toEqual([
      NotifyState.unread,
      NotifyState.read,
    ]);
    expect(next?.pages[0]?.unread).toBe(1);
    // marking it again changes nothing
    expect(markReadIn(next, 'n1')?.pages[0]?.unread).toBe(1);
  });
});
