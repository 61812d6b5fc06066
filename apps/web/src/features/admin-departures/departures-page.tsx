import { todayInIstanbul } from '@riviera/domain';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { AdminQuery, EmptyList } from '../../components/ui/admin-query';
import { Field, inputClass } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { DEPARTURES_KEY, listTourChoices } from './api';
import { DepartureCalendar } from './departure-calendar';
import { DepartureDialog } from './departure-dialog';
import { ScheduleForm } from './schedule-form';
import { TourPickupsForm } from './tour-pickups-form';
import { useTourDepartures } from './use-tour-departures';

/**
 * 'Kalkışlar' (issue 27): a tour's departure schedule (Yönetici) and five weeks of its departures
 * with seats sold of capacity, where staff change one departure's capacity, close it or cancel it.
 */
export function DeparturesPage() {
  const [params, setParams] = useSearchParams();
  const tours = useQuery({ queryKey: [...DEPARTURES_KEY, 'tours'], queryFn: listTourChoices });
  const tourId = Number(params.get('tour')) || tours.data?.data[0]?.id || null;
  const from = todayInIstanbul();

  return (
    <div>
      <PageHeader title="Kalkışlar" description="Turların kalkış planı, kapasitesi ve satılan koltuklar" />
      <AdminQuery query={tours} loading="Turlar yükleniyor" failed="Turlar yüklenirken hata oluştu">
        {(page) =>
          page.data.length === 0 ? (
            <EmptyList>Henüz tur yok</EmptyList>
          ) : (
            <div className="space-y-6">
              <Field label="Tur">
                {(p) => (
                  <select
                    {...p}
                    value={tourId ?? ''}
                    onChange={(e) => setParams({ tour: e.target.value })}
                    className={`${inputClass} max-w-md`}
                  >
                    {page.data.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.title}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {tourId ? <TourDepartures key={tourId} tourId={tourId} from={from} /> : null}
            </div>
          )
        }
      </AdminQuery>
    </div>
  );
}

function TourDepartures({ tourId, from }: { tourId: number; from: string }) {
  const { calendar, banner, isManager, open, setOpen, dialogError, closeDialog, schedule, departure } =
    useTourDepartures(tourId, from);

  return (
    <AdminQuery query={calendar} loading="Kalkışlar yükleniyor" failed="Kalkışlar yüklenirken hata oluştu">
      {(data) => (
        <div className="space-y-6">
          {banner.node}
          {isManager ? (
            <section aria-labelledby="schedule-heading">
              <h3 id="schedule-heading" className="mb-2 text-lg font-semibold text-slate-900">
                Kalkış Planı
              </h3>
              {!data.schedule ? (
                <p className="mb-2 text-sm text-slate-600">
                  Bu turun planı yok: ziyaretçiler istedikleri tarih ve saati seçer, kapasite sınırı yoktur.
                </p>
              ) : null}
              <ScheduleForm
                schedule={data.schedule}
                busy={schedule.isPending}
                onSave={(s) => schedule.mutate(s)}
                onRemove={() => schedule.mutate(null)}
              />
            </section>
          ) : null}
          {isManager ? (
            <section aria-labelledby="pickups-heading">
              <h3 id="pickups-heading" className="mb-2 text-lg font-semibold text-slate-900">
                Otelden Alış
              </h3>
              <TourPickupsForm tourId={tourId} />
            </section>
          ) : null}
          {data.schedule ? (
            <section aria-labelledby="calendar-heading">
              <h3 id="calendar-heading" className="mb-2 text-lg font-semibold text-slate-900">
                Takvim (satılan / kapasite)
              </h3>
              <DepartureCalendar from={from} departures={data.departures} onOpen={(d) => setOpen(d)} />
            </section>
          ) : null}
          {open ? (
            <DepartureDialog
              departure={open}
              tourId={tourId}
              busy={departure.isPending}
              error={dialogError}
              onClose={closeDialog}
              onCapacity={(capacity) =>
                departure.mutate({ change: { date: open.date, time: open.time, capacity } })
              }
              onState={(state) => departure.mutate({ change: { date: open.date, time: open.time, state } })}
              onCancel={(message) => departure.mutate({ cancel: message, date: open.date, time: open.time })}
            />
          ) : null}
        </div>
      )}
    </AdminQuery>
  );
}
