import { crashIntakeCalls, vitalsCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import { sendMadeFile } from '../../plugins/download.js';
import { XLSX_TYPE, xlsxStream } from '../datacenter/index.js';
import type { CrashIntake } from './crash-intake.js';
import type { VitalsService } from './vitals.service.js';

/** Vitals: crash and ANR rates, clusters, the export, and the store's crash intake. */
export function vitalsRoutes(
  registerCall: RegisterCall,
  deps: { vitals: VitalsService; intake: CrashIntake },
) {
  const { vitals, intake } = deps;
  registerCall(calls.vitalsOverview, ({ body, session }) => vitals.overview(session, body));
  registerCall(calls.vitalsClusters, ({ body, session }) => vitals.clusters(session, body));
  registerCall(calls.vitalsCluster, ({ body, session }) =>
    vitals.cluster(session, body.appId, body.clusterId),
  );
  registerCall(calls.vitalsExport, async ({ input: body, session, lang, reply }) => {
    const made = await vitals.exportOf(session, body, lang);
    return sendMadeFile(reply, {
      stream: xlsxStream(made.sheets),
      name: `${made.app.pkg}-vitals-${made.range.from}-${made.range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  // 1,000 reports of up to 64 KB of stack each
  registerCall(crashIntakeCalls.reportCrashes, ({ body }) => intake.report(body.crashes), {
    bodyLimit: 72 * 1024 * 1024,
  });
}
