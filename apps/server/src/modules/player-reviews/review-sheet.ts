// The .xlsx of an app's reviews: the list's columns in the reader's language, streamed.
import type { Lang, PlayerReview } from '@vrportal/contract';
import type { Readable } from 'node:stream';
import type { MessageKey } from '../../lib/i18n.js';
import { t } from '../../lib/i18n.js';
import { xlsxWriter } from '../../lib/xlsx-writer.js';
import type { ReviewRow } from './player-reviews.repository.js';

const COLUMNS = [
  ['time', 20],
  ['player', 14],
  ['rating', 8],
  ['title', 28],
  ['text', 60],
  ['language', 10],
  ['version', 10],
  ['device', 18],
  ['edited', 8],
  ['reply', 48],
  ['replyTime', 20],
  ['replyBy', 22],
  ['reported', 8],
  ['hidden', 8],
] as const;

const BATCH = 200;

/** Writes the reviews `rows` yields, read a batch at a time and shown as the list shows them. */
export function reviewSheet(
  rows: AsyncIterable<ReviewRow>,
  lang: Lang,
  timeZone: string,
  view: (batch: ReviewRow[]) => Promise<PlayerReview[]>,
): Readable {
  const timeOf = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const when = (iso: string | undefined) => (iso ? timeOf.format(new Date(iso)) : '');
  const yes = (flag: boolean) => (flag ? t(lang, 'reviews.sheet.yes') : '');
  return xlsxWriter(async (workbook) => {
    const ws = workbook.addWorksheet(t(lang, 'reviews.sheet.name'));
    ws.columns = COLUMNS.map(([, width]) => ({ width }));
    const header = ws.addRow(COLUMNS.map(([key]) => t(lang, `reviews.col.${key}` as MessageKey)));
    header.font = { bold: true };
    header.commit();
    let batch: ReviewRow[] = [];
    const flush = async () => {
      for (const r of await view(batch)) {
        ws.addRow([
          when(r.time),
          r.alias,
          r.rating,
          r.title,
          r.text,
          r.language,
          r.versionCode,
          r.deviceModel,
          yes(r.edited),
          r.reply?.text ?? '',
          when(r.reply?.time),
          r.reply?.by ?? '',
          yes(r.reported),
          yes(r.hidden),
        ]).commit();
      }
      batch = [];
    };
    for await (const row of rows) {
      batch.push(row);
      if (batch.length === BATCH) await flush();
    }
    await flush();
    ws.commit();
  });
}
