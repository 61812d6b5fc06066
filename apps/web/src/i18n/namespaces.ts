/**
 * The i18next namespaces every page may need. A module of its own so that the server build reads
 * them without importing the browser's lazy loaders (whose dynamic imports the server bundles eagerly).
 */
export const NAMESPACES = ['common', 'landing', 'booking'] as const;
