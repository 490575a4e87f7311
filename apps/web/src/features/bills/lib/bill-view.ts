import {
  AWAITING_VERIFICATION_STATUSES,
  BillStatus,
  DisputeState,
  VERIFIED_STATUSES,
  splitFilePath,
  type Bill,
} from '@vrportal/contract';

/** The status tag of a card. */
export type StatusKind = 'held' | 'awaiting' | 'confirmed' | 'autoConfirmed' | 'disputed';

export function statusKind(bill: Bill): StatusKind {
  if (bill.held) return 'held';
  switch (bill.checkStatus) {
    case BillStatus.confirmed:
      return 'confirmed';
    case BillStatus.autoConfirmed:
      return 'autoConfirmed';
    case BillStatus.disputed:
      return 'disputed';
    default:
      return 'awaiting';
  }
}

/** What the verification section of a card shows. */
export type VerifyView =
  | { kind: 'held' }
  /** `open`: the deadline is still ahead, so Verify can be pressed */
  | { kind: 'awaiting'; deadline: string; open: boolean }
  | { kind: 'confirmed'; at: string }
  | { kind: 'autoConfirmed'; at: string }
  | {
      kind: 'disputed';
      at: string;
      state: 'open' | 'upheld' | 'corrected' | 'none';
      note: string;
      /** the developer's own reason, as written */
      reason: string;
      correctedById: string;
    };

const disputeStates = new Set<string>([
  DisputeState.open,
  DisputeState.upheld,
  DisputeState.corrected,
]);

export function verifyView(bill: Bill, now: number): VerifyView {
  if (bill.held) return { kind: 'held' };
  if (AWAITING_VERIFICATION_STATUSES.has(bill.checkStatus)) {
    const deadline = Date.parse(bill.autoCheckTime);
    return {
      kind: 'awaiting',
      deadline: bill.autoCheckTime,
      open: Number.isFinite(deadline) && deadline > now,
    };
  }
  if (bill.checkStatus === BillStatus.confirmed) return { kind: 'confirmed', at: bill.checkTime };
  if (bill.checkStatus === BillStatus.autoConfirmed) {
    return { kind: 'autoConfirmed', at: bill.checkTime };
  }
  return {
    kind: 'disputed',
    at: bill.checkTime,
    state: disputeStates.has(bill.disputeState)
      ? (bill.disputeState as 'open' | 'upheld' | 'corrected')
      : 'none',
    note: bill.disputeNote,
    reason: bill.disputeReason,
    correctedById: bill.correctedById,
  };
}

/** What the upload area of a verified bill shows (nothing before the verification). */
export type UploadView =
  | { kind: 'none' }
  /** the sent file; `file` null when its stored name cannot be read ('--') */
  | { kind: 'stored'; label: UploadLabel; file: { storeName: string; pdfName: string } | null }
  | { kind: 'open'; label: UploadLabel; until: string }
  | { kind: 'overtime'; label: UploadLabel };

/** 'invoice' for a confirmed bill (2, 3), 'attachment' for a disputed one (4). */
export type UploadLabel = 'invoice' | 'attachment';

export function uploadView(bill: Bill, now: number): UploadView {
  if (bill.held || !VERIFIED_STATUSES.has(bill.checkStatus)) return { kind: 'none' };
  const label: UploadLabel = bill.checkStatus === BillStatus.disputed ? 'attachment' : 'invoice';
  if (bill.filePath) return { kind: 'stored', label, file: splitFilePath(bill.filePath) };
  // a bill replaced by a corrected one takes no file: the corrected one takes the invoice
  if (bill.correctedById) return { kind: 'none' };
  const until = Date.parse(bill.autoUploadTime);
  if (Number.isFinite(until) && until >= now) {
    return { kind: 'open', label, until: bill.autoUploadTime };
  }
  return { kind: 'overtime', label };
}

/** A PDF of at most `maxBytes` as the picker checks it (the server checks the content too). */
export function pdfProblem(
  file: { name: string; type: string; size: number },
  maxBytes: number,
): 'notPdf' | 'tooBig' | null {
  const pdfName = /\.pdf$/i.test(file.name);
  // browsers name the type from the extension; an empty type is left to the server's check
  const pdfType = file.type === '' || /pdf$/i.test(file.type);
  if (!pdfName || !pdfType) return 'notPdf';
  if (file.size > maxBytes) return 'tooBig';
  return null;
}
