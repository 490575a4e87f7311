import { useMutation } from '@tanstack/react-query';
import {
  datacenterPaths,
  type addonRangeRequest,
  type addonTendencyRequest,
  type exportRequest,
  type vitalsExportRequest,
  vitalsPaths,
} from '@vrportal/contract';
import type { z } from 'zod';
import { postForFile } from '@/lib/download';

/** An .xlsx export of the data centre: the app's figures (type 1-6) or an add-on sheet. */
export type ExportTarget =
  | { kind: 'app'; body: z.input<typeof exportRequest> }
  /** the sales by day of one SKU, as the trend shows them; no SKU: every add-on */
  | { kind: 'addonSales'; body: z.input<typeof addonTendencyRequest> }
  | { kind: 'addonDetail'; body: z.input<typeof addonRangeRequest> }
  /** the crash and ANR rates per build and day, and the clusters */
  | { kind: 'vitals'; body: z.input<typeof vitalsExportRequest> };

const paths = {
  app: datacenterPaths.export,
  addonSales: datacenterPaths.addonExportSaleTendency,
  addonDetail: datacenterPaths.addonExportDetailData,
  vitals: vitalsPaths.export,
} as const;

function fallbackName(target: ExportTarget): string {
  const { startTime, endTime } = target.body;
  const what = target.kind === 'app' ? `data-${target.body.type}` : target.kind;
  return `${what}-${String(startTime)}-${String(endTime)}.xlsx`;
}

/** POSTs the export and saves the answered file; a refusal fails as any call does. */
export function exportSheet(target: ExportTarget): Promise<string> {
  return postForFile(paths[target.kind], target.body, fallbackName(target));
}

/** The export of a button; its errors are told by the button's page, not by the cache. */
export function useExportSheet() {
  return useMutation({ mutationFn: exportSheet, meta: { quiet: true } });
}
