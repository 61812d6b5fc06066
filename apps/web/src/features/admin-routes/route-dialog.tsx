import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import type { AdminRoute, VehicleType } from './api';
import { RouteDriveField, RouteEndpointFields, RouteFlagFields, RoutePriceFields } from './route-form-fields';
import { useRouteForm } from './use-route-form';

interface Props {
  route: AdminRoute | null;
  types: VehicleType[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Yeni Rota Ekle' / 'Rota Düzenle': one price input per vehicle type, per-field errors, reverse route on create. */
export function RouteDialog({ route, types, onClose, onSaved }: Props) {
  const { isEdit, shown, form, tab, setTab, save, submit } = useRouteForm(route, types, onSaved);

  return (
    <Dialog
      open
      onClose={onClose}
      title={isEdit ? 'Rota Düzenle' : 'Yeni Rota Ekle'}
      closeLabel="Kapat"
      size="lg"
    >
      <form noValidate onSubmit={submit} className="space-y-5">
        <RouteEndpointFields form={form} tab={tab} setTab={setTab} />
        <RouteDriveField form={form} />
        <RoutePriceFields form={form} shown={shown} />
        <RouteFlagFields form={form} isEdit={isEdit} />
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
