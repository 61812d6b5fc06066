import { settingOf, useSiteSettings } from '../../lib/site-settings';

/** Landing page: the hero, quick reservation, tours, gallery and about sections are built in their own folders. */
export function LandingPage() {
  const { data: settings } = useSiteSettings();
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-gradient-to-br from-sea-900 to-lagoon-600 px-4 pt-16 text-center text-white">
      <h1 className="text-4xl font-extrabold">{settingOf(settings, 'site_name')}</h1>
    </section>
  );
}
