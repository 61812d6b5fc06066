import { z } from 'zod';

/** What the driver's app manifest carries (the web app manifest's fields the page uses). */
export const driverAppManifestDto = z.object({
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});

/**
 * The web app manifest of a driver's page (decision 035): installed on his phone, the app opens
 * the link itself, full screen, with the site's icon. The scope is the drivers' path only, so the
 * installed app never swallows the public site or the back office.
 */
export function driverAppManifest(token: string): z.infer<typeof driverAppManifestDto> {
  return {
    name: 'Günün İşleri · Riviera Transfer',
    short_name: 'Günün İşleri',
    lang: 'tr',
    start_url: `/surucu/${encodeURIComponent(token)}`,
    scope: '/surucu/',
    display: 'standalone' as const,
    background_color: '#f1f5f9',
    theme_color: '#0c4a6e',
    // Chrome installs an app only with PNG icons of 192 and 512 px; the maskable one fills its
    // square so a round or squircle mask cuts only background (files in apps/web/public/surucu/)
    icons: [
      { src: '/surucu/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/surucu/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/surucu/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
