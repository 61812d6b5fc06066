import { useTranslation } from '../../i18n/use-translation';
import { ChatIcon, MailIcon, PhoneIcon } from '../../components/booking/icons';
import { phoneDigits, settingOf, useSiteSettings } from '../../lib/site-settings';

/** Phone, WhatsApp and e-mail of the operator, from the site settings. */
export function ContactBlock() {
  const { t } = useTranslation('booking');
  const { data: settings } = useSiteSettings();
  const phone = settingOf(settings, 'contact_phone');
  // The site's WhatsApp number (the setting the floating button uses), never the landline.
  const whatsapp = settingOf(settings, 'contact_whatsapp');
  const email = settingOf(settings, 'contact_email');
  const link =
    'flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 font-semibold transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <section
      aria-labelledby="contact-title"
      className="rounded-2xl bg-gradient-to-br from-sea-900 to-lagoon-600 p-6 text-white shadow-lg"
      data-testid="contact-block"
    >
      <h2 id="contact-title" className="text-lg font-bold">
        {t('success.contact.title')}
      </h2>
      <p className="mt-1 text-sm text-sea-100">{t('success.contact.body')}</p>
      <div className="mt-4 grid gap-2">
        {phone ? (
          <a href={`tel:${phoneDigits(phone)}`} className={link}>
            <PhoneIcon />
            <span>
              <span className="block text-xs font-normal text-sea-100">{t('success.contact.call')}</span>
              {phone}
            </span>
          </a>
        ) : null}
        {whatsapp ? (
          <a
            href={`https://wa.me/${phoneDigits(whatsapp).replace(/^\+/, '')}`}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
          >
            <ChatIcon />
            <span>
              <span className="block text-xs font-normal text-sea-100">{t('success.contact.whatsapp')}</span>
              {whatsapp}
            </span>
          </a>
        ) : null}
        {email ? (
          <a href={`mailto:${email}`} className={link}>
            <MailIcon />
            <span className="min-w-0">
              <span className="block text-xs font-normal text-sea-100">{t('success.contact.email')}</span>
              <span className="break-all">{email}</span>
            </span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
