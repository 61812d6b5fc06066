import { DRIVE_MINUTES_MAX, type PointNameLang } from '@riviera/domain';
import { useWatch } from 'react-hook-form';
import { Field, inputClass } from '../../components/ui/field';
import type { VehicleType } from './api';
import { PointLanguageSwitch, type PointTab } from './point-names-fields';
import type { RouteForm } from './use-route-form';

/** The route's two points: Turkish names on the TR tab, the other languages' names on theirs. */
export function RouteEndpointFields({
  form,
  tab,
  setTab,
}: {
  form: RouteForm;
  tab: PointTab;
  setTab: (tab: PointTab) => void;
}) {
  const { register, control, error } = form;
  const [fromName, toName, fromNames, toNames] = useWatch({
    control,
    name: ['from_location', 'to_location', 'from_names', 'to_names'],
  });
  return (
    <div className="space-y-3">
      <PointLanguageSwitch
        current={tab}
        onChange={setTab}
        isEmpty={(l) => !fromNames[l].trim() && !toNames[l].trim()}
      />
      {tab === 'tr' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Nereden" required error={error('from_location')}>
            {(p) => (
              <input
                {...p}
                {...register('from_location')}
                className={inputClass}
                maxLength={200}
                placeholder="Örn. Antalya Havalimanı (AYT)"
              />
            )}
          </Field>
          <Field label="Nereye" required error={error('to_location')}>
            {(p) => (
              <input
                {...p}
                {...register('to_location')}
                className={inputClass}
                maxLength={200}
                placeholder="Örn. Kemer"
              />
            )}
          </Field>
        </div>
      ) : (
        <TranslatedPointFields key={tab} form={form} lang={tab} fromName={fromName} toName={toName} />
      )}
      <p className="text-xs text-slate-500">
        Ziyaretçi hangi dilde ararsa arasın, rezervasyona Türkçe ad kaydedilir. Diğer dillerdeki adlar bu
        noktanın bütün rotalarında geçerlidir.
      </p>
    </div>
  );
}

/** A language's own names of the two points; left blank, the site shows the Turkish name. */
function TranslatedPointFields({
  form,
  lang,
  fromName,
  toName,
}: {
  form: RouteForm;
  lang: PointNameLang;
  fromName: string;
  toName: string;
}) {
  const { register, error } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={`Nereden (${lang.toUpperCase()})`}
        error={error(`from_names.${lang}`) ?? error('from_names')}
        hint="Boş bırakılırsa Türkçe ad gösterilir"
      >
        {(p) => (
          <input
            {...p}
            {...register(`from_names.${lang}`)}
            className={inputClass}
            maxLength={200}
            placeholder={fromName}
          />
        )}
      </Field>
      <Field
        label={`Nereye (${lang.toUpperCase()})`}
        error={error(`to_names.${lang}`) ?? error('to_names')}
        hint="Boş bırakılırsa Türkçe ad gösterilir"
      >
        {(p) => (
          <input
            {...p}
            {...register(`to_names.${lang}`)}
            className={inputClass}
            maxLength={200}
            placeholder={toName}
          />
        )}
      </Field>
    </div>
  );
}

/** How long the drive takes; operations plan drivers and vehicles with it. */
export function RouteDriveField({ form }: { form: RouteForm }) {
  const { register, error } = form;
  return (
    <Field
      label="Yol süresi (dakika)"
      error={error('drive_minutes')}
      hint="Operasyon, sürücü ve araç çakışmalarını bu süreyle hesaplar (ör. AYT → Kalkan 210)"
    >
      {(p) => (
        <input
          {...p}
          {...register('drive_minutes')}
          type="number"
          inputMode="numeric"
          min={1}
          max={DRIVE_MINUTES_MAX}
          step={1}
          className={`${inputClass} sm:w-40`}
        />
      )}
    </Field>
  );
}

/** One price per shown vehicle type; a blank one means the route has no price for it. */
export function RoutePriceFields({ form, shown }: { form: RouteForm; shown: VehicleType[] }) {
  const { register, error, clearErrors } = form;
  const pricesError = error('vehicle_prices.root') ?? error('vehicle_prices');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">Araç tipine göre fiyat (EUR)</legend>
      <p className="mb-3 text-xs text-slate-500">
        Boş bırakılan araç tipinin bu rotada fiyatı yoktur; sitede &lsquo;Fiyat için iletişime geçin&rsquo;
        yazar.
      </p>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Önce Araç Yönetimi’nden bir araç tipi ekleyin.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {shown.map((t, i) => (
            // The contract names a price's error after its vehicle type (price_{key}).
            <Field
              key={t.key}
              label={`${t.name}${t.is_active ? '' : ' (pasif)'}`}
              error={error(`price_${t.key}`)}
            >
              {(p) => (
                <div className="relative">
                  <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
                    €
                  </span>
                  <input
                    {...p}
                    {...register(`vehicle_prices.${i}.price_euro`, {
                      onChange: () => clearErrors(`price_${t.key}` as never),
                    })}
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                    placeholder="Fiyat yok"
                    className={`${inputClass} pl-7`}
                  />
                </div>
              )}
            </Field>
          ))}
        </div>
      )}
      {/* react-hook-form keeps an error of a whole field array under its 'root'. */}
      {pricesError ? <p className="mt-2 text-sm text-red-600">{pricesError}</p> : null}
    </fieldset>
  );
}

/** Whether the site sells the route, and (on create) whether to add the way back too. */
export function RouteFlagFields({ form, isEdit }: { form: RouteForm; isEdit: boolean }) {
  const { register } = form;
  return (
    <div className="space-y-2">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-sea-700"
          {...register('is_active')}
        />
        Aktif (sitede rezerve edilebilir)
      </label>
      {isEdit ? null : (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-sea-700"
            {...register('create_reverse_route')}
          />
          Ters yönlü rotayı da oluştur (aynı fiyatlarla)
        </label>
      )}
    </div>
  );
}
