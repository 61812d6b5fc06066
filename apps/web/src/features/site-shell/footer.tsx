import { settingOf, useSiteSettings } from '../../lib/site-settings';
import { FooterBrand, FooterContact, FooterLicence, FooterQuickLinks } from './footer-columns';
import { LegalLinks } from './legal-links';

export function Footer() {
  const { data: settings, isPending } = useSiteSettings();
  const s = (key: string) => settingOf(settings, key);

  return (
    <footer className="bg-sea-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterBrand settings={settings} isPending={isPending} />

        <FooterQuickLinks />

        <FooterContact settings={settings} />

        <FooterLicence settings={settings} />
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        {s('footer_copyright') ?? `© ${new Date().getFullYear()} ${s('company_name') ?? ''}`}
        <LegalLinks />
      </div>
    </footer>
  );
}
