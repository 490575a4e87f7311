import { AppStatus, EDITABLE_STATUSES, ALL_APP_STATUSES } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { readOnlyReason } from './read-only';

type Notice = Record<'releaseReview' | 'passed' | 'other', { title: string; text: string }>;
const catalogues = import.meta.glob<{ wizard: { readOnly: Notice } }>(
  '../../../locales/*/release.json',
  { eager: true, import: 'default' },
);
const en = catalogues['../../../locales/en-US/release.json']!;
const zh = catalogues['../../../locales/zh-CN/release.json']!;

describe("the wizard's read-only notice", () => {
  it('gives the reason of each status in which the form cannot change', () => {
    expect(readOnlyReason(AppStatus.publishQueued)).toBe('releaseReview');
    expect(readOnlyReason(AppStatus.publishRunning)).toBe('releaseReview');
    expect(readOnlyReason(AppStatus.passed)).toBe('passed');
    expect(readOnlyReason(AppStatus.releaseScheduled)).toBe('passed');
    // every read-only status has a reason of its own, not the catch-all
    const readOnly = ALL_APP_STATUSES.filter((status) => !EDITABLE_STATUSES.includes(status));
    expect(readOnly.map(readOnlyReason)).not.toContain('other');
  });

  it('says why and what to do in both languages, with no status name mid-sentence', () => {
    for (const texts of [en.wizard.readOnly, zh.wizard.readOnly]) {
      for (const reason of ['releaseReview', 'passed', 'other'] as const) {
        expect(texts[reason].title).not.toBe('');
        // what to do: the text says when the form can be edited again
        expect(texts[reason].text).toMatch(/edit it again|再次编辑/);
      }
      // a status name is quoted, never run into the sentence ("while the release is Submitted")
      expect(texts.other.text).toContain('“{{status}}”');
    }
    for (const reason of ['releaseReview', 'passed'] as const) {
      expect(en.wizard.readOnly[reason].text).not.toContain('{{status}}');
      expect(en.wizard.readOnly[reason].text).toMatch(/online/);
    }
  });
});
