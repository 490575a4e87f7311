// What other modules may use of the datacenter module; its other files are its own.
export type { OrderLine } from './datacenter.service.js';
export { Calendar } from './calendar.js';
export type { DayRange } from './calendar.js';
export { XLSX_TYPE, xlsxStream } from './exports.js';
export type { SheetSpec } from './exports.js';
export type { DatacenterService } from './datacenter.service.js';
