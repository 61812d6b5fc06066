import { imageSrcSet } from '@riviera/domain';
import { useState } from 'react';
import type { VehicleDto } from '../api';

/** Body outlines per vehicle type key (spec §3: fallback images exist for luxury, suv, sedan, minivan, vip). */
const SILHOUETTES: Record<string, { body: string; tint: string }> = {
  sedan: {
    body: 'M18 62 L30 44 Q34 38 42 38 L86 38 Q94 38 100 44 L114 58 L138 62 Q146 64 146 72 L146 80 L18 80 Z',
    tint: 'from-sea-100 to-sea-50',
  },
  luxury: {
    body: 'M14 64 L30 46 Q35 40 44 40 L88 40 Q96 40 102 46 L116 60 L142 64 Q150 66 150 74 L150 80 L14 80 Z',
    tint: 'from-amber-100 to-sand-50',
  },
  suv: {
    body: 'M16 60 L24 36 Q26 30 34 30 L100 30 Q108 30 112 36 L124 56 L140 60 Q146 62 146 70 L146 80 L16 80 Z',
    tint: 'from-lagoon-400/20 to-sand-50',
  },
  minivan: {
    body: 'M14 80 L14 40 Q14 28 26 28 L104 28 Q112 28 118 36 L134 56 L142 60 Q148 62 148 70 L148 80 Z',
    tint: 'from-sky-100 to-white',
  },
  vip: {
    body: 'M10 80 L10 34 Q10 24 22 24 L118 24 Q128 24 134 34 L146 58 Q150 62 150 70 L150 80 Z',
    tint: 'from-slate-200 to-white',
  },
};

function Silhouette({ typeKey, label }: { typeKey: string; label: string }) {
  const s = SILHOUETTES[typeKey] ?? SILHOUETTES.sedan!;
  return (
    <div
      className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${s.tint}`}
      role="img"
      aria-label={label}
    >
      <svg viewBox="0 0 160 100" className="h-3/4 w-3/4 text-sea-800" aria-hidden="true">
        <path d={s.body} fill="currentColor" opacity="0.85" />
        <circle cx="46" cy="80" r="11" fill="#0f172a" />
        <circle cx="46" cy="80" r="5" fill="#cbd5e1" />
        <circle cx="120" cy="80" r="11" fill="#0f172a" />
        <circle cx="120" cy="80" r="5" fill="#cbd5e1" />
      </svg>
    </div>
  );
}

/**
 * The vehicle's own photo, else its type's image, else a drawn silhouette of the type; a photo
 * that fails to load falls through to the next choice.
 */
export function VehicleImage({
  vehicle,
  className = '',
  sizes = '(min-width: 640px) 50vw, 100vw',
}: {
  vehicle: VehicleDto;
  className?: string;
  /** how wide the picture is drawn (img sizes), for the browser to choose a copy */
  sizes?: string;
}) {
  const sources = [vehicle.image_url, vehicle.vehicle_type.image_url].filter((s): s is string => Boolean(s));
  const [failed, setFailed] = useState(0);
  const src = sources[failed];
  return (
    <div className={`overflow-hidden bg-slate-100 ${className}`}>
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src, 'vehicle')}
          sizes={sizes}
          alt={vehicle.name}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
          onError={() => setFailed((n) => n + 1)}
        />
      ) : (
        <Silhouette typeKey={vehicle.vehicle_type.key} label={vehicle.name} />
      )}
    </div>
  );
}
