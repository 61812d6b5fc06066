import { useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { phoneDigits, settingOf, useSiteSettings } from '../../../lib/site-settings';
import { Icon, WhatsAppIcon } from '../icons';
import { useClearOfControls } from './use-clear-of-controls';

/**
 * Floating WhatsApp and phone buttons (public-site §1): WhatsApp only when the site setting
 * show_whatsapp_button is 'true' and a number is set; the phone whenever contact_phone is set.
 */
export function FloatingContact() {
  const { t } = useTranslation('landing');
  const { data: settings } = useSiteSettings();
  const whatsapp = settingOf(settings, 'contact_whatsapp');
  const showWhatsapp = settingOf(settings, 'show_whatsapp_button') === 'true' && whatsapp;
  const phone = settingOf(settings, 'contact_phone');
  const ref = useRef<HTMLDivElement>(null);
  // Over a control of the page the buttons step aside until the visitor scrolls on.
  const clear = useClearOfControls(ref);
  if (!showWhatsapp && !phone) return null;
  return (
    <div
      ref={ref}
      data-testid="floating-contact"
      data-clear={clear}
      className={`fixed bottom-4 right-4 z-30 flex flex-col gap-3 transition-opacity duration-200 sm:bottom-6 sm:right-6 ${
        clear ? 'opacity-100' : 'invisible opacity-0'
      }`}
    >
      {showWhatsapp ? (
        <a
          href={`https://wa.me/${phoneDigits(whatsapp).replace(/^\+/, '')}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.whatsapp')}
          title={t('contact.whatsapp')}
          className="flex h-12 w-12 items-center sm:h-14 sm:w-14 justify-center rounded-full bg-[#1f9e4d] text-white shadow-xl transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1f9e4d]"
        >
          <WhatsAppIcon className="h-7 w-7" />
        </a>
      ) : null}
      {phone ? (
        <a
          href={`tel:${phoneDigits(phone)}`}
          aria-label={t('contact.call', { phone })}
          title={t('contact.call', { phone })}
          className="flex h-12 w-12 items-center sm:h-14 sm:w-14 justify-center rounded-full bg-sea-800 text-white shadow-xl transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-800"
        >
          <Icon name="phone" className="h-6 w-6" />
        </a>
      ) : null}
    </div>
  );
}
