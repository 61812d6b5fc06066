import { routerPath } from '@riviera/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useLegalPath } from '../../lib/legal';

/** The footer's links to the KVKK notice and the privacy policy, in the language on screen. */
export function LegalLinks() {
  const { t } = useTranslation('common');
  const notice = useLegalPath('kvkk_notice');
  const privacy = useLegalPath('privacy_policy');
  return (
    <nav aria-label={t('legal.notice')} className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1">
      <Link to={routerPath(notice)} className="hover:text-lagoon-400 underline-offset-2 hover:underline">
        {t('legal.notice')}
      </Link>
      <Link to={routerPath(privacy)} className="hover:text-lagoon-400 underline-offset-2 hover:underline">
        {t('legal.privacy')}
      </Link>
    </nav>
  );
}
