import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { phoneDigits, settingLinkOf, settingOf, useSiteSettings } from '../../lib/site-settings';
import { scrollLandingToTop, scrollToSection } from './nav-items';
import { SocialIcon, type SocialNetwork } from './social-icons';
import { LegalLinks } from './legal-links';

const QUICK_LINKS = [
  { key: 'home', section: null },
  { key: 'tours', section: 'tours' },
  { key: 'gallery', section: 'gallery' },
  { key: 'about', section: 'about' },
] as const;

const SOCIAL: SocialNetwork[] = ['facebook', 'instagram', 'twitter'];

export function Footer() {
  const { t, i18n } = useTranslation();
  const { data: settings, isPending } = useSiteSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const s = (key: string) => settingOf(settings, key);
  const licence = s('tursab_certificate') ?? '18012';
  const phone = s('contact_phone');
  const email = s('contact_email');
  const address = s('contact_address');
  const logo = s('footer_logo') ?? s('logo_url');

  const goTo = (section: string | null) => (e: React.MouseEvent) => {
    if (!section) {
      if (location.pathname !== '/') return;
      e.preventDefault();
      return scrollLandingToTop();
    }
    e.preventDefault();
    if (location.pathname === '/' && scrollToSection(section)) return;
    void navigate({ pathname: '/', hash: `#${section}` });
  };

  return (
    <footer className="bg-sea-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Link to="/" className="flex items-center gap-2 text-white">
            {logo ? <img src={logo} alt="" height={40} className="h-10 w-auto max-w-40" loading="lazy" /> : null}
            <span className="text-lg font-extrabold">{s('site_name')}</span>
          </Link>
          <p className="text-sm leading-relaxed" data-testid="footer-description">
            {isPending ? t('shell.loading') : (s('footer_description') ?? '')}
          </p>
          <div className="flex gap-3">
            {SOCIAL.map((network) => {
              const url = settingLinkOf(settings, `social_${network}`);
              return url ? (
                <a
                  key={network}
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(`shell.social.${network}`)}
                  className="rounded-full bg-white/10 p-2 text-white hover:bg-lagoon-500"
                >
                  <SocialIcon network={network} />
                </a>
              ) : null;
            })}
          </div>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{t('shell.quickLinks')}</h2>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.key}>
                <Link to={l.section ? `/#${l.section}` : '/'} onClick={goTo(l.section)} className="hover:text-lagoon-400">
                  {t(`nav.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{t('shell.contact')}</h2>
          <ul className="space-y-3 text-sm">
            {phone ? (
              <li>
                <span className="sr-only">{t('shell.phone')}: </span>
                <a href={`tel:${phoneDigits(phone)}`} className="hover:text-lagoon-400" data-testid="footer-phone">
                  {phone}
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <span className="sr-only">{t('shell.email')}: </span>
                <a href={`mailto:${email}`} className="break-all hover:text-lagoon-400">
                  {email}
                </a>
              </li>
            ) : null}
            {address ? (
              <li>
                <span className="sr-only">{t('shell.address')}: </span>
                <address className="not-italic">{address}</address>
              </li>
            ) : null}
          </ul>
        </div>

        <div>
          <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{t('shell.licence')}</h2>
          <a
            href={settingLinkOf(settings, 'tursab_verify_url')}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex flex-col items-start rounded-xl border-2 border-white/80 bg-white px-4 py-3 text-sea-950 shadow hover:border-lagoon-400"
            data-testid="tursab-badge"
          >
            <span className="text-xl font-black tracking-widest text-red-700">TÜRSAB</span>
            <span className="text-[11px] font-semibold">{t('shell.tursabMember')}</span>
            {/* In the page's language and marked with it, so the upper case is that language's
                (an English page once read 'LİCENCE NR', a Turkish capital in an English word). */}
            <span lang={i18n.language} className="mt-1 text-sm font-bold uppercase">
              {t('shell.licenceNumber')}: {licence}
            </span>
          </a>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
        {s('footer_copyright') ?? `© ${new Date().getFullYear()} ${s('company_name') ?? ''}`}
        <LegalLinks />
      </div>
    </footer>
  );
}
