import { developer, storeBackend } from './access.js';
import { XLSX_TYPE, call, fileCall } from './call.js';
import { intakeAnswer } from './datacenter.js';
import * as v from './vitals.js';

/** Crash and ANR rates per build and day, and their clusters (docs/api/vitals.md). */
export const vitalsCalls = {
  vitalsOverview: call(
    v.vitalsPaths.overview,
    developer('analytics:read'),
    v.vitalsRangeRequest,
    v.vitalsOverviewAnswer,
  ),
  vitalsClusters: call(
    v.vitalsPaths.clusters,
    developer('analytics:read'),
    v.vitalsClustersRequest,
    v.vitalsClustersAnswer,
  ),
  vitalsCluster: call(
    v.vitalsPaths.cluster,
    developer('analytics:read'),
    v.vitalsClusterRequest,
    v.vitalsClusterAnswer,
  ),
  vitalsExport: fileCall(
    'POST',
    v.vitalsPaths.export,
    developer('analytics:read'),
    { type: XLSX_TYPE, input: v.vitalsExportRequest },
    'Crash and ANR rates per build and day, and the clusters, as .xlsx',
  ),
} as const;

/** The store reports crashes and freezes with the store key, as its other intake. */
export const crashIntakeCalls = {
  reportCrashes: call(
    v.vitalsPaths.reportCrashes,
    storeBackend,
    v.reportCrashesRequest,
    intakeAnswer,
  ),
} as const;
