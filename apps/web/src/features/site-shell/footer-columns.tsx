import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { phoneDigits, settingLinkOf, settingOf, type SiteSettings } from '../../lib/site-settings';
import { scrollLandingToTop, scrollToSection } from './nav-items';
import { SocialIcon, type SocialNetwork } from './social-icons';

const QUICK_LINKS = [
  { key: 'home', section: null },
  { key: 'tours', section: 'tours' },
  { key: 'gallery', section: 'gallery' },
  { key: 'about', section: 'about' },
] as const;

const SOCIAL: SocialNetwork[] = ['facebook', 'instagram', 'twitter'];

type Settings = SiteSettings | undefined;

/** The brand column: logo and name, the description, and the social links that are set. */
export function FooterBrand({ settings, isPending }: { settings: Settings; isPending: boolean }) {
  const { t } = useTranslation();
  const s = (key: string) => settingOf(settings, key);
  const logo = s('footer_logo') ?? s('logo_url');
  return (
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
  );
}

/** Quick links to the landing page's sections: they scroll there when it is the page shown. */
export function FooterQuickLinks() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const goTo = (section: string | null) => (e: MouseEvent) => {
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
    <div>
      <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{t('shell.quickLinks')}</h2>
      <ul className="space-y-2 text-sm">
        {QUICK_LINKS.map((l) => (
          <li key={l.key}>
            <Link
              to={l.section ? `/#${l.section}` : '/'}
              onClick={goTo(l.section)}
              className="hover:text-lagoon-400"
            >
              {t(`nav.${l.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phone, e-mail and address, each only when set. */
export function FooterContact({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const phone = settingOf(settings, 'contact_phone');
  const email = settingOf(settings, 'contact_email');
  const address = settingOf(settings, 'contact_address');
  return (
    <div>
      <h2 className="mb-4 text-sm font-bold uppercase tracking-wider text-white">{t('shell.contact')}</h2>
      <ul className="space-y-3 text-sm">
        {phone ? (
          <li>
            <span className="sr-only">{t('shell.phone')}: </span>
            <a
              href={`tel:${phoneDigits(phone)}`}
              className="hover:text-lagoon-400"
              data-testid="footer-phone"
            >
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
  );
}

/** The TÜRSAB badge with the licence number, linking to its verification. */
export function FooterLicence({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const licence = settingOf(settings, 'tursab_certificate') ?? '18012';
  return (
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
  );
}
