import { PICKUP_OFFSET_MIN, type PickupZoneDto, type TourPickupDto } from '@riviera/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminQuery } from '../../components/ui/admin-query';
import { useBanner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { actionErrorMessage } from '../../lib/admin-form';
import { PICKUP_ZONES_KEY, listPickupZones, loadTourPickups, saveTourPickups } from './api';

type PickupZone = PickupZoneDto;

/** A zone's row in the form: picked up or not, and how many minutes before the start. */
type Row = { on: boolean; before: string };

const NO_PICKUP: Row = { on: false, before: '' };

const rowsOf = (zones: PickupZone[], pickups: TourPickupDto[]): Record<number, Row> =>
  Object.fromEntries(
    zones.map((z) => {
      const p = pickups.find((x) => x.zone_id === z.id);
      return [z.id, { on: Boolean(p), before: p ? String(-p.offset_minutes) : '' }];
    }),
  );

/**
 * 'Otelden Alış' of one tour (decision 038): which zones it picks guests up in and how many
 * minutes before the start (Kemer 90 for an 08:30 boat: 07:00). No zone: no pickup, the guests
 * come to the meeting point and the form asks for no hotel.
 */
export function TourPickupsForm({ tourId }: { tourId: number }) {
  const zones = useQuery({ queryKey: PICKUP_ZONES_KEY, queryFn: listPickupZones });
  const pickups = useQuery({
    queryKey: [...PICKUP_ZONES_KEY, 'tour', tourId],
    queryFn: () => loadTourPickups(tourId),
  });
  return (
    <AdminQuery
      query={zones}
      loading="Alış bölgeleri yükleniyor"
      failed="Alış bölgeleri yüklenirken hata oluştu"
    >
      {(zoneList) => (
        <AdminQuery
          query={pickups}
          loading="Alış bölgeleri yükleniyor"
          failed="Alış bölgeleri yüklenirken hata oluştu"
        >
          {(tourPickups) => (
            <PickupRows
              key={tourId}
              tourId={tourId}
              zones={zoneList}
              initial={rowsOf(zoneList, tourPickups)}
            />
          )}
        </AdminQuery>
      )}
    </AdminQuery>
  );
}

function PickupRows({
  tourId,
  zones,
  initial,
}: {
  tourId: number;
  zones: PickupZone[];
  initial: Record<number, Row>;
}) {
  const { rows, banner, save, set } = usePickupRows(tourId, zones, initial);

  if (zones.length === 0)
    return (
      <p className="text-sm text-slate-600">
        Henüz alış bölgesi yok. Önce Alış Bölgeleri sayfasından bölge ekleyin.
      </p>
    );
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      {banner.node}
      <p className="text-sm text-slate-600">
        Hiç bölge seçilmezse tur otelden alış yapmaz; misafirler buluşma noktasına gelir.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {zones.map((z) => (
          <PickupZoneRow key={z.id} zone={z} row={rows[z.id] ?? NO_PICKUP} set={set} />
        ))}
      </ul>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Kaydediliyor…' : 'Alış Bölgelerini Kaydet'}
      </Button>
    </form>
  );
}

/** The form's rows and their save, which sends the ticked zones with their offsets. */
function usePickupRows(tourId: number, zones: PickupZone[], initial: Record<number, Row>) {
  const [rows, setRows] = useState(initial);
  const banner = useBanner();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      saveTourPickups(tourId, {
        pickups: zones
          .filter((z) => rows[z.id]?.on)
          .map((z) => ({ zone_id: z.id, offset_minutes: -Math.round(Number(rows[z.id]?.before || 0)) })),
      }),
    onSuccess: async (answer) => {
      banner.show('success', answer.message ?? 'Alış bölgeleri kaydedildi');
      await queryClient.invalidateQueries({ queryKey: PICKUP_ZONES_KEY });
    },
    onError: (err) => banner.show('error', actionErrorMessage(err, 'Kaydetme işlemi başarısız')),
  });
  const set = (id: number, change: Partial<Row>) =>
    setRows((r) => ({ ...r, [id]: { ...(r[id] ?? NO_PICKUP), ...change } }));
  return { rows, banner, save, set };
}

function PickupZoneRow({
  zone: z,
  row,
  set,
}: {
  zone: PickupZone;
  row: Row;
  set: (id: number, change: Partial<Row>) => void;
}) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <label className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300"
          checked={row.on}
          onChange={(e) => set(z.id, { on: e.currentTarget.checked })}
        />
        <span className="truncate">{z.name}</span>
      </label>
      <label className="flex items-center gap-1 text-xs text-slate-600">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={-PICKUP_OFFSET_MIN}
          step={5}
          aria-label={`${z.name}: başlangıçtan kaç dakika önce`}
          disabled={!row.on}
          value={row.before}
          onChange={(e) => set(z.id, { before: e.currentTarget.value })}
          className={`${inputClass} w-20 py-1.5 text-right`}
        />
        dk önce
      </label>
    </li>
  );
}
