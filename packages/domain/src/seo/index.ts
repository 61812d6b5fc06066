export * from './json-ld.js';
export * from './page-head.js';
export * from './operator-info.js';
export * from './tour-page-meta.js';
