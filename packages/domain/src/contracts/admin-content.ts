/**
 * Request contracts of the back-office content screens (back-office §3, §5), shared by each form and
 * the endpoint it posts to, one file per group of screens.
 */
export { hasAtMostTwoDecimals } from './price-input.js';
export * from './route-inputs.js';
export * from './catalogue-inputs.js';
export * from './tour-inputs.js';
export * from './site-content-inputs.js';
