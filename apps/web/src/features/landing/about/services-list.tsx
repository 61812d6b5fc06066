import { useTranslation } from '../../../i18n/use-translation';
import { Icon, type IconName } from '../icons';

const SERVICES: { key: string; icon: IconName }[] = [
  { key: 'airport', icon: 'plane' },
  { key: 'hotel', icon: 'hotel' },
  { key: 'intercity', icon: 'route' },
  { key: 'tours', icon: 'compass' },
  { key: 'vip', icon: 'crown' },
  { key: 'events', icon: 'party' },
];

/** The services (#services) under the about section: fixed, from the translations. */
export function ServicesList() {
  const { t } = useTranslation('landing');
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-24">
      <div className="mb-8 text-center">
        <p className="text-sm font-bold uppercase tracking-widest text-teal-700">{t('services.eyebrow')}</p>
        <h2 id="services-title" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900">
          {t('services.title')}
        </h2>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((s) => (
          <li
            key={s.key}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md"
          >
            <span className="mb-4 inline-flex rounded-xl bg-sea-50 p-3 text-sea-700">
              <Icon name={s.icon} className="h-6 w-6" />
            </span>
            <h3 className="text-lg font-bold text-slate-900">{t(`services.items.${s.key}.title`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(`services.items.${s.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
