export { default as ApplicationDataPage } from './ApplicationDataPage';
export { default as ActivityPage } from './ActivityPage';
export { default as AddonDataPage } from './AddonDataPage';
export { default as VitalsPage } from './VitalsPage';
