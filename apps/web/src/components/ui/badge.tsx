import { isBookingStatus, statusLabel, type BookingStatus } from '@riviera/domain';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  brand: 'bg-sea-50 text-sea-800 ring-sea-100',
};

/** A small rounded label: statuses, 'Aktif'/'Pasif', vehicle types, 'Ana Para Birimi'… */
export function Badge({ tone = 'neutral', children, className = '' }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]} ${className}`}>
      {children}
    </span>
  );
}

const STATUS_TONES: Record<BookingStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'danger',
};

/**
 * A booking or tour-reservation status with its colour and (by default Turkish) label.
 * An unknown value is shown raw in grey; the bookings screen maps unknown values to pending
 * itself (`adminBookingStatus`) before rendering, as the spec asks.
 */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = isBookingStatus(status) ? STATUS_TONES[status] : 'neutral';
  return (
    <Badge tone={tone}>
      <span className="h-1.5 w-1.5 rounded-full bg-current" aria-hidden="true" />
      {label ?? statusLabel(status, 'tr')}
    </Badge>
  );
}

/** 'Aktif' / 'Pasif' for anything with an active flag. */
export function ActiveBadge({ active, activeLabel = 'Aktif', inactiveLabel = 'Pasif' }: { active: boolean; activeLabel?: string; inactiveLabel?: string }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? activeLabel : inactiveLabel}</Badge>;
}
