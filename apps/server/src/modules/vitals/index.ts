// What other modules may use of the vitals module; its other files are its own.
export { CrashIntake, clusterIdOf } from './crash-intake.js';
export { CrashRollups } from './crash-rollups.js';
export { CrashRollupsRepository } from './rollups.repository.js';
export { VitalsRepository } from './vitals.repository.js';
export { vitalsRoutes } from './vitals.routes.js';
export { VitalsService } from './vitals.service.js';
export type { WindowFigures } from './vitals.service.js';
