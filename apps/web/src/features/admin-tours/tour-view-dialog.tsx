import { formatPriceWithCents } from '@riviera/domain';
import { ActiveBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ListEditor } from '../../components/ui/list-editor';
import type { AdminTour } from './api';

/** The tour modal's read-only view: image, facts, description and the three lists. */
export function TourViewDialog({
  tour,
  title,
  onClose,
}: {
  tour: AdminTour;
  title: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} title={title} closeLabel="Kapat" size="xl">
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {tour.image ? (
          <img src={tour.image} alt="" className="max-h-[300px] w-full rounded-xl object-cover" />
        ) : (
          <div className="flex h-48 items-center justify-center rounded-xl bg-slate-100 text-slate-400">
            Görsel yok
          </div>
        )}
        <div className="space-y-3">
          <div className="flex items-center gap-2">
            <h3 className="text-lg font-bold text-slate-900">{tour.title}</h3>
            <ActiveBadge active={tour.is_active} />
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="text-slate-500">Fiyat</dt>
            <dd className="font-semibold">{formatPriceWithCents(tour.price, tour.currency)}</dd>
            <dt className="text-slate-500">Çocuk fiyatı</dt>
            <dd>
              {tour.children_price != null
                ? formatPriceWithCents(tour.children_price, tour.currency)
                : 'Belirtilmemiş'}
            </dd>
            <dt className="text-slate-500">Süre</dt>
            <dd>{tour.duration}</dd>
            <dt className="text-slate-500">Konum</dt>
            <dd>{tour.location}</dd>
            <dt className="text-slate-500">Kategori</dt>
            <dd>{tour.category || 'Belirtilmemiş'}</dd>
          </dl>
          <p className="whitespace-pre-line text-sm text-slate-700">{tour.description}</p>
        </div>
      </div>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <ListEditor label="Özellikler" items={tour.features} onChange={() => undefined} readOnly />
        <ListEditor label="Dahil olanlar" items={tour.inclusions} onChange={() => undefined} readOnly />
        <ListEditor label="Dahil olmayanlar" items={tour.exclusions} onChange={() => undefined} readOnly />
      </div>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      </div>
    </Dialog>
  );
}
