/** The namespaces of texts a page may load before its first render (`initI18n`'s `preload`). */
export const NAMESPACES = ['common', 'landing', 'booking'] as const;
