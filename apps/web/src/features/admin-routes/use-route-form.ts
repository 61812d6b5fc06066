import { POINT_NAME_LANGS, routeInput, type PointNameLang, type PointNames } from '@riviera/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { routes, type AdminRoute, type VehicleType } from './api';
import type { PointTab } from './point-names-fields';

/** Every language's input starts filled (empty when the point has no name in it). */
const namesForm = (names: PointNames | undefined) =>
  Object.fromEntries(POINT_NAME_LANGS.map((l) => [l, names?.[l] ?? ''])) as Record<PointNameLang, string>;

/** The route form: the vehicle types it prices, its values, the point-name language tab and the save. */
export function useRouteForm(
  route: AdminRoute | null,
  types: VehicleType[],
  onSaved: (message: string) => void,
) {
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
  const { control } = form;
  const reverse = useWatch({ control, name: 'create_reverse_route' });
  const [tab, setTab] = useState<PointTab>('tr');
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
  const submit = (e: React.BaseSyntheticEvent) =>
    void form
      .submit((data) => save.mutate({ ...data, create_reverse_route: !isEdit && data.create_reverse_route }))(
        e,
      )
      .then(showCanonicalErrors);
  return { isEdit, shown, form, tab, setTab, save, submit };
}

export type RouteForm = ReturnType<typeof useRouteForm>['form'];
