import { BillStatus, billLimits, type Bill } from '@vrportal/contract';
import { describe, expect, it } from 'vitest';
import { pdfProblem, statusKind, uploadView, verifyView } from './bill-view';

const now = Date.parse('2026-11-26T02:00:00.000Z');
const later = '2026-12-03T02:00:00.000Z';
const earlier = '2026-11-20T02:00:00.000Z';

function bill(changes: Partial<Bill> = {}): Bill {
  return {
    id: 'b1',
    devName: 'Demo Studio',
    startTime: '2026-10-01',
    endTime: '2026-10-31',
    cardNo: '**** 9001',
    settleMoney: 70000,
    checkStatus: BillStatus.sent,
    sendTime: '2026-11-25T02:00:00.000Z',
    checkTime: '',
    autoCheckTime: later,
    autoUploadTime: '',
    filePath: '',
    month: '2026-10',
    held: 0,
    salesMoney: 100000,
    refundMoney: 0,
    adjustMoney: 0,
    netMoney: 100000,
    feeMoney: 30000,
    feePercent: 30,
    orderCount: 10,
    disputeState: '',
    disputeNote: '',
    disputeReason: '',
    replacesId: '',
    correctedById: '',
    ...changes,
  };
}

describe('the state a card shows', () => {
  it('tags held, awaiting, confirmed, confirmed automatically and disputed bills', () => {
    expect(statusKind(bill({ held: 1 }))).toBe('held');
    expect(statusKind(bill({ checkStatus: BillStatus.sent }))).toBe('awaiting');
    expect(statusKind(bill({ checkStatus: BillStatus.viewed }))).toBe('awaiting');
    expect(statusKind(bill({ checkStatus: BillStatus.confirmed }))).toBe('confirmed');
    expect(statusKind(bill({ checkStatus: BillStatus.autoConfirmed }))).toBe('autoConfirmed');
    expect(statusKind(bill({ checkStatus: BillStatus.disputed }))).toBe('disputed');
  });

  it('offers Verify for a sent bill (0 or 1) until its deadline, never for a held one', () => {
    expect(verifyView(bill({ checkStatus: BillStatus.sent }), now)).toEqual({
      kind: 'awaiting',
      deadline: later,
      open: true,
    });
    expect(verifyView(bill({ checkStatus: BillStatus.viewed }), now)).toMatchObject({ open: true });
    expect(verifyView(bill({ autoCheckTime: earlier }), now)).toMatchObject({ open: false });
    expect(verifyView(bill({ held: 1, autoCheckTime: '' }), now)).toEqual({ kind: 'held' });
  });

  it('tells what became of a dispute, with finance’s note as written', () => {
    const disputed = { checkStatus: BillStatus.disputed, checkTime: earlier };
    expect(
      verifyView(
        bill({ ...disputed, disputeState: 'open', disputeReason: 'o-17 counted twice' }),
        now,
      ),
    ).toMatchObject({ kind: 'disputed', state: 'open', reason: 'o-17 counted twice' });
    expect(
      verifyView(
        bill({ ...disputed, disputeState: 'upheld', disputeNote: '  kept <b>as is</b>' }),
        now,
      ),
    ).toMatchObject({ state: 'upheld', note: '  kept <b>as is</b>' });
    expect(
      verifyView(bill({ ...disputed, disputeState: 'corrected', correctedById: 'b2' }), now),
    ).toMatchObject({ state: 'corrected', correctedById: 'b2' });
    expect(verifyView(bill({ ...disputed, disputeState: 'odd' }), now)).toMatchObject({
      state: 'none',
    });
  });

  it('shows when a bill was confirmed, by the developer or by default', () => {
    expect(
      verifyView(bill({ checkStatus: BillStatus.confirmed, checkTime: earlier }), now),
    ).toEqual({
      kind: 'confirmed',
      at: earlier,
    });
    expect(
      verifyView(bill({ checkStatus: BillStatus.autoConfirmed, checkTime: earlier }), now),
    ).toEqual({
      kind: 'autoConfirmed',
      at: earlier,
    });
  });
});

describe('the upload area', () => {
  it('is absent before the verification', () => {
    expect(uploadView(bill({ checkStatus: BillStatus.sent }), now)).toEqual({ kind: 'none' });
    expect(
      uploadView(
        bill({ checkStatus: BillStatus.disputed, correctedById: 'b2', autoUploadTime: later }),
        now,
      ),
    ).toEqual({ kind: 'none' });
    expect(uploadView(bill({ checkStatus: BillStatus.viewed }), now)).toEqual({ kind: 'none' });
    expect(
      uploadView(bill({ checkStatus: BillStatus.confirmed, held: 1, autoUploadTime: later }), now),
    ).toEqual({
      kind: 'none',
    });
  });

  it('takes the invoice of a confirmed bill and the attachment of a disputed one', () => {
    for (const checkStatus of [BillStatus.confirmed, BillStatus.autoConfirmed]) {
      expect(uploadView(bill({ checkStatus, autoUploadTime: later }), now)).toEqual({
        kind: 'open',
        label: 'invoice',
        until: later,
      });
    }
    expect(
      uploadView(bill({ checkStatus: BillStatus.disputed, autoUploadTime: later }), now),
    ).toMatchObject({
      kind: 'open',
      label: 'attachment',
    });
  });

  it('shows the sent file instead of the controls, "--" for a name it cannot read', () => {
    expect(
      uploadView(
        bill({
          checkStatus: BillStatus.confirmed,
          autoUploadTime: later,
          filePath: 'abc#invoice.pdf',
        }),
        now,
      ),
    ).toEqual({
      kind: 'stored',
      label: 'invoice',
      file: { storeName: 'abc', pdfName: 'invoice.pdf' },
    });
    expect(
      uploadView(
        bill({ checkStatus: BillStatus.autoConfirmed, autoUploadTime: earlier, filePath: 'abc#' }),
        now,
      ),
    ).toMatchObject({ kind: 'stored', file: { storeName: 'abc', pdfName: '--' } });
    expect(
      uploadView(bill({ checkStatus: BillStatus.confirmed, filePath: 'no-separator' }), now),
    ).toMatchObject({
      kind: 'stored',
      file: null,
    });
  });

  it('tells to send the file by e-mail once the window closed without one', () => {
    expect(
      uploadView(bill({ checkStatus: BillStatus.autoConfirmed, autoUploadTime: earlier }), now),
    ).toEqual({
      kind: 'overtime',
      label: 'invoice',
    });
    expect(uploadView(bill({ checkStatus: BillStatus.disputed, autoUploadTime: '' }), now)).toEqual(
      {
        kind: 'overtime',
        label: 'attachment',
      },
    );
  });
});

describe('the picker’s check of a PDF', () => {
  const max = billLimits.pdfMaxBytes;
  it('takes a PDF of at most 5 MB', () => {
    expect(pdfProblem({ name: 'invoice.pdf', type: 'application/pdf', size: max }, max)).toBeNull();
    expect(pdfProblem({ name: 'INVOICE.PDF', type: '', size: 10 }, max)).toBeNull();
  });

  it('refuses another type, then a larger file', () => {
    expect(pdfProblem({ name: 'invoice.txt', type: 'text/plain', size: 10 }, max)).toBe('notPdf');
    expect(pdfProblem({ name: 'invoice.pdf', type: 'image/png', size: 10 }, max)).toBe('notPdf');
    expect(pdfProblem({ name: 'invoice', type: 'application/pdf', size: 10 }, max)).toBe('notPdf');
    expect(pdfProblem({ name: 'big.pdf', type: 'application/pdf', size: max + 1 }, max)).toBe(
      'tooBig',
    );
  });
});
