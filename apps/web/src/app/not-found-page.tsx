import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 pt-24 text-center">
      <p className="text-6xl font-black text-sea-800">404</p>
      <h1 className="text-2xl font-bold">{t('shell.notFoundTitle')}</h1>
      <Link to="/" className={buttonClass('primary')}>
        {t('shell.backHome')}
      </Link>
    </section>
  );
}
