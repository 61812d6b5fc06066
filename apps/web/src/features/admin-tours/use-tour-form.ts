import { tourInput } from '@riviera/domain';
import { useTranslationsEditor } from '../../components/ui/translation-editor';
import { toFormData } from '../../lib/admin-form';
import { useAdminForm } from '../../lib/use-admin-form';
import { tours, type AdminTour } from './api';

export type TourDialogMode = 'create' | 'edit' | 'view';

/** The tour form's values (from the tour being edited, or blank), its translations and its multipart save. */
export function useTourForm(
  mode: TourDialogMode,
  tour: AdminTour | null,
  onSaved: (message: string) => void,
) {
  const form = useAdminForm(tourInput, {
    title: tour?.title ?? '',
    description: tour?.description ?? '',
    price: tour ? String(tour.price) : '',
    children_price: tour?.children_price != null ? String(tour.children_price) : '',
    currency: tour?.currency ?? 'EUR',
    duration: tour?.duration ?? '',
    location: tour?.location ?? '',
    category: tour?.category ?? '',
    is_active: tour?.is_active ?? true,
    features: tour?.features ?? [],
    inclusions: tour?.inclusions ?? [],
    exclusions: tour?.exclusions ?? [],
    image: null as File | null,
  });
  const translations = useTranslationsEditor(tour?.translations);

  const save = tours.useSave(mode === 'edit' ? tour?.id : null, {
    onSuccess: () => onSaved(mode === 'edit' ? 'Tur güncellendi' : 'Tur oluşturuldu'),
    onError: (err) => form.fail(err, 'Tur kaydedilirken hata oluştu'),
  });

  const submit = form.submit((_data, { image, ...values }) =>
    save.mutate(
      toFormData({
        ...(mode === 'edit' ? { _method: 'PUT' } : {}),
        ...values,
        translations: translations.toSend(),
        image: image ?? undefined,
      }),
    ),
  );
  return { form, translations, save, submit };
}

export type TourForm = ReturnType<typeof useTourForm>['form'];
