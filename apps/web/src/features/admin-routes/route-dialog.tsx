import { DRIVE_MINUTES_MAX, POINT_NAME_LANGS, routeInput, type PointNameLang, type PointNames } from '@riviera/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import { Field, inputClass } from '../../components/ui/field';
import { useAdminForm } from '../../lib/use-admin-form';
import { routes, type AdminRoute, type VehicleType } from './api';
import { PointLanguageSwitch, type PointTab } from './point-names-fields';

/** Every language's input starts filled (empty when the point has no name in it). */
const namesForm = (names: PointNames | undefined) =>
  Object.fromEntries(POINT_NAME_LANGS.map((l) => [l, names?.[l] ?? ''])) as Record<PointNameLang, string>;

interface Props {
  route: AdminRoute | null;
  types: VehicleType[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Yeni Rota Ekle' / 'Rota Düzenle': one price input per vehicle type, per-field errors, reverse route on create. */
export function RouteDialog({ route, types, onClose, onSaved }: Props) {
  const isEdit = route !== null;
  // Inputs: every active type, plus an inactive one the route already has a price for.
  const shown = types.filter(
    (t) => t.is_active || route?.vehicle_prices.some((p) => p.vehicle_type === t.key),
  );
  const form = useAdminForm(routeInput, {
    from_location: route?.from_location ?? '',
    to_location: route?.to_location ?? '',
    from_names: namesForm(route?.from_names),
    to_names: namesForm(route?.to_names),
    is_active: route?.is_active ?? true,
    drive_minutes: route?.drive_minutes != null ? String(route.drive_minutes) : '',
    create_reverse_route: false,
    vehicle_prices: shown.map((t) => ({
      vehicle_type: t.key,
      price_euro: String(route?.vehicle_prices.find((p) => p.vehicle_type === t.key)?.price_euro ?? ''),
    })),
  });
  const { register, control, error, clearErrors } = form;
  const reverse = useWatch({ control, name: 'create_reverse_route' });
  const [tab, setTab] = useState<PointTab>('tr');
  const pricesError = error('vehicle_prices.root') ?? error('vehicle_prices');
  const [fromName, toName, fromNames, toNames] = useWatch({ control, name: ['from_location', 'to_location', 'from_names', 'to_names'] });
  // A refused canonical name is on the TR tab: show it rather than leave the error out of sight.
  const showCanonicalErrors = () => {
    const { getFieldState } = form;
    if (getFieldState('from_location').error || getFieldState('to_location').error) setTab('tr');
  };

  const save = routes.useSave(route?.id, {
    onSuccess: () =>
      onSaved(
        isEdit ? 'Rota güncellendi' : reverse ? 'Rota ve ters yönlü rota oluşturuldu' : 'Rota oluşturuldu',
      ),
    onError: (err) => {
      form.fail(err, 'Rota kaydedilirken hata oluştu');
      showCanonicalErrors();
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={isEdit ? 'Rota Düzenle' : 'Yeni Rota Ekle'}
      closeLabel="Kapat"
      size="lg"
    >
      <form
        noValidate
        onSubmit={(e) =>
          void form
            .submit((data) => save.mutate({ ...data, create_reverse_route: !isEdit && data.create_reverse_route }))(e)
            .then(showCanonicalErrors)
        }
        className="space-y-5"
      >
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
            <div key={tab} className="grid gap-4 sm:grid-cols-2">
              <Field
                label={`Nereden (${tab.toUpperCase()})`}
                error={error(`from_names.${tab}`) ?? error('from_names')}
                hint="Boş bırakılırsa Türkçe ad gösterilir"
              >
                {(p) => (
                  <input {...p} {...register(`from_names.${tab}`)} className={inputClass} maxLength={200} placeholder={fromName} />
                )}
              </Field>
              <Field
                label={`Nereye (${tab.toUpperCase()})`}
                error={error(`to_names.${tab}`) ?? error('to_names')}
                hint="Boş bırakılırsa Türkçe ad gösterilir"
              >
                {(p) => (
                  <input {...p} {...register(`to_names.${tab}`)} className={inputClass} maxLength={200} placeholder={toName} />
                )}
              </Field>
            </div>
          )}
          <p className="text-xs text-slate-500">
            Ziyaretçi hangi dilde ararsa arasın, rezervasyona Türkçe ad kaydedilir. Diğer dillerdeki adlar bu
            noktanın bütün rotalarında geçerlidir.
          </p>
        </div>
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
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">Araç tipine göre fiyat (EUR)</legend>
          <p className="mb-3 text-xs text-slate-500">
            Boş bırakılan araç tipinin bu rotada fiyatı yoktur; sitede &lsquo;Fiyat için iletişime geçin&rsquo; yazar.
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
        <FormActions
          error={form.formError}
          onCancel={onClose}
          busy={save.isPending}
          submitLabel={isEdit ? 'Güncelle' : 'Kaydet'}
          disabled={shown.length === 0}
        />
      </form>
    </Dialog>
  );
}
