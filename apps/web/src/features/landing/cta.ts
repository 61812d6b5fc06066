/**
 * The landing page's call-to-action look. Orange 700 rather than the theme's sunset-500: white text
 * on sunset-500 is 2.8:1, below the 4.5:1 WCAG AA asks for normal-size text (axe flags it).
 */
export const ctaClass =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-orange-700 px-6 py-3 text-base font-bold text-white shadow-lg transition hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-not-allowed disabled:opacity-60';
