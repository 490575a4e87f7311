// What other modules may use of the datacenter module; its other files are its own.
export type { OrderLine } from './datacenter.service.js';
