import {
  AUDIT_ENTITY_LABELS,
  SELF_SERVICE_LABELS,
  auditActor,
  istanbulMonthRange,
  mailSetupProblems,
  roundMoney,
  statusLabel,
  type ActivityDto,
  type DashboardOperationsDto,
  type DashboardStatsDto,
  type TaskRunDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { lastTaskRuns, TASKS, type TaskRun } from '../../lib/task-runs.js';
import { changeRequestsRepository } from '../bookings/change-requests.repository.js';
import { operatorAddress } from '../mail/mail-settings.js';
import { dashboardRepository } from './dashboard.repository.js';

/** A line of the recent-activities list (the `activityDto` contract). */
type Activity = ActivityDto;

/** What the audit log's entity names are called on screen. */
const ENTITY_LABELS: Record<string, string> = {
  booking: 'Transfer rezervasyonu',
  tour_reservation: 'Tur rezervasyonu',
  tour: 'Tur',
  route: 'Rota',
  currency: 'Para birimi',
  about: 'Hakkımızda içeriği',
  about_entry: 'Hakkımızda içeriği',
  site_setting: 'Site ayarı',
  setting: 'Ayar',
  hero: 'Hero videosu',
  gallery_item: 'Galeri öğesi',
  vehicle: 'Araç',
  vehicle_type: 'Araç tipi',
  extra_service: 'Ekstra hizmet',
  retention: 'Saklama süresi: kişisel veriler',
  personal_data: 'Kişi talebi: kişisel veriler',
};
const ACTION_WORDS: Record<string, string> = {
  create: 'eklendi',
  update: 'güncellendi',
  delete: 'silindi',
  status: 'durumu güncellendi',
  import: 'içe aktarıldı',
  anonymise: 'silindi',
};

const parse = (json: string | null): Record<string, unknown> => {
  if (!json) return {};
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

/** The dashboard counts mail that failed in the last week: a failed row stays failed after a resend. */
const MAIL_FAILED_DAYS = 7;

/** A task's last run as the dashboard shows it; every field null when it never ran. */
function taskRunOf(row: TaskRun | undefined): TaskRunDto {
  let summary: Record<string, number> | null = null;
  try {
    const parsed: unknown = row?.last_summary ? JSON.parse(row.last_summary) : null;
    if (parsed && typeof parsed === 'object') {
      summary = Object.fromEntries(
        Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'),
      );
    }
  } catch {
    summary = null;
  }
  return {
    last_run_at: row?.last_finished_at ?? null,
    last_outcome: row?.last_outcome ?? null,
    last_error: row?.last_outcome === 'failed' ? row.last_error : null,
    last_ok_at: row?.last_ok_at ?? null,
    last_by: row?.last_by ?? null,
    summary,
  };
}

/** Turns one audit-log row into a line of the recent-activities list. */
export function describeAudit(row: {
  action: string;
  entity: string;
  entity_id: string | null;
  admin_username: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}): Activity {
  const before = parse(row.before_json);
  const after = parse(row.after_json);
  const what = ENTITY_LABELS[row.entity] ?? AUDIT_ENTITY_LABELS[row.entity] ?? row.entity;
  const name =
    text(after.pnr_code) ??
    text(before.pnr_code) ??
    text(after.title) ??
    text(before.title) ??
    text(after.name) ??
    text(before.name) ??
    text(after.code) ??
    text(before.code) ??
    text(after.key) ??
    text(before.key) ??
    (row.entity_id ? `#${row.entity_id}` : '');
  // A customer's own change (the manage page) says so; only the retention run is 'Sistem'.
  const by = ` · ${auditActor({ admin_username: row.admin_username, action: row.action, after })}`;
  if (row.action === 'self_service') {
    const did = SELF_SERVICE_LABELS[text(after.what) ?? ''] ?? 'İşlem yaptı';
    return {
      type: 'other',
      action: `Müşteri: ${did}`,
      detail: `${what} ${name}`.trim(),
      time: row.created_at,
    };
  }
  if (row.entity === 'mail' && row.action === 'create') {
    return {
      type: 'other',
      action: 'Onay e-postası yeniden gönderildi',
      detail: `${name}${by}`,
      time: row.created_at,
    };
  }
  if (row.action === 'status') {
    const from = text(before.status);
    const to = text(after.status);
    const change = from && to ? `: ${statusLabel(from)} → ${statusLabel(to)}` : '';
    if (to === 'cancelled')
      return { type: 'cancel', action: `${what} iptal edildi`, detail: `${name}${by}`, time: row.created_at };
    return {
      type: 'other',
      action: `${what} ${ACTION_WORDS.status}`,
      detail: `${name}${change}${by}`,
      time: row.created_at,
    };
  }
  return {
    type: 'other',
    action: `${what} ${ACTION_WORDS[row.action] ?? row.action}`,
    detail: `${name}${by}`,
    time: row.created_at,
  };
}

type Repo = ReturnType<typeof dashboardRepository>;
type Options = {
  mail?: Pick<AppConfig, 'smtpUrl' | 'publicUrl' | 'mailFrom' | 'operatorEmail'>;
  retentionIntervalMs?: number;
};

/**
 * How the background work is doing (decision 030): mail waiting or failed, the last exchange-rate
 * refresh, the last retention run. The same figures Prometheus reads, for staff without it.
 */
async function operationsOf(
  db: Kysely<Database>,
  repo: Repo,
  opts: Options,
): Promise<DashboardOperationsDto> {
  const mailConfig = opts.mail ?? {
    smtpUrl: undefined,
    publicUrl: undefined,
    mailFrom: undefined,
    operatorEmail: undefined,
  };
  const [mail, runs, ratesAudit, operator, held] = await Promise.all([
    repo.mailOutbox(new Date(Date.now() - MAIL_FAILED_DAYS * 86_400_000).toISOString()),
    lastTaskRuns(db, [TASKS.ratesRefresh, TASKS.retention]),
    repo.lastRatesAudit(),
    operatorAddress(db, mailConfig),
    repo.heldMails(),
  ]);
  const rates = taskRunOf(runs.get(TASKS.ratesRefresh));
  // A refresh made before runs were recorded is still in the audit log.
  if (!rates.last_run_at && ratesAudit) {
    Object.assign(rates, {
      last_run_at: ratesAudit.created_at,
      last_outcome: 'ok',
      last_ok_at: ratesAudit.created_at,
      last_by: ratesAudit.admin_username,
    });
  }
  return {
    mail: {
      waiting: mail.waiting,
      failed: mail.failed,
      oldest_waiting_at: mail.oldestWaitingAt,
      sending_enabled: Boolean(mailConfig.smtpUrl),
      problems: mailSetupProblems({
        ...mailConfig,
        operatorAddress: operator,
        oldestFailingAt: mail.oldestFailingAt,
      }),
      held: held.map((h) => ({ entity: h.entity, pnr_code: h.pnr_code, to_address: h.to_address, held_at: h.updated_at })),
    },
    rates,
    retention: {
      ...taskRunOf(runs.get(TASKS.retention)),
      every_minutes: Math.round((opts.retentionIntervalMs ?? 0) / 60_000),
    },
  };
}

async function statsOf(db: Kysely<Database>, repo: Repo, now: Date): Promise<DashboardStatsDto> {
  const range = istanbulMonthRange(now);
  const [totalTours, activeBookings, revenue, customers, openRequests, channels] = await Promise.all([
    repo.countTours(),
    repo.countActive(),
    repo.revenueTry(range.start.toISOString(), range.end.toISOString()),
    repo.countCustomers(),
    changeRequestsRepository.countAllOpen(db),
    repo.tourChannels(range.start.toISOString(), range.end.toISOString()),
  ]);
  return {
    total_tours: totalTours,
    active_bookings: activeBookings,
    monthly_revenue: roundMoney(revenue),
    total_customers: customers,
    open_change_requests: openRequests,
    revenue_currency: 'TRY' as const,
    month: range.month,
    // the website first, then the resellers by name
    tour_channels: channels
      .map((c) => ({ channel: c.channel, reservations: Number(c.reservations), seats: Number(c.seats), revenue: roundMoney(Number(c.revenue ?? 0)) }))
      .sort((a, b) => (a.channel === null ? -1 : b.channel === null ? 1 : a.channel.localeCompare(b.channel, 'tr'))),
  };
}

/** The latest events of every kind, newest first: new bookings, new tour reservations, cancellations and other back-office changes. */
async function activitiesOf(repo: Repo, limit: number): Promise<Activity[]> {
  const [bookings, tours, audit] = await Promise.all([
    repo.recentBookings(limit),
    repo.recentTourReservations(limit),
    repo.recentAudit(limit),
  ]);
  const all: Activity[] = [
    ...bookings.map((b) => ({
      type: 'booking' as const,
      action: 'Yeni transfer rezervasyonu',
      detail: `${b.pnr_code} · ${b.customer_first_name} ${b.customer_last_name} · ${b.pickup_location} → ${b.destination}`,
      time: b.created_at,
    })),
    ...tours.map((t) => ({
      type: 'tour' as const,
      action: 'Yeni tur rezervasyonu',
      detail: `${t.pnr_code} · ${t.customer_name} ${t.customer_surname} · ${t.tour_title}`,
      time: t.created_at,
    })),
    ...audit.map(describeAudit),
  ];
  return all.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0)).slice(0, limit);
}

/**
 * Dashboard figures (back-office §2, §3), all computed in SQL:
 * - total_tours: every tour, active or not;
 * - active_bookings: transfer bookings and tour reservations that are pending or confirmed;
 * - monthly_revenue: TRY, for bookings and reservations created this Istanbul calendar month and
 *   not cancelled, each converted with the rate stored on it at booking time (never today's rate);
 * - total_customers: distinct e-mail addresses (case-insensitive) over transfers and tours.
 */
export function dashboardService(db: Kysely<Database>, opts: Options = {}) {
  const repo = dashboardRepository(db);
  return {
    operations: () => operationsOf(db, repo, opts),
    stats: (now = new Date()) => statsOf(db, repo, now),
    activities: (limit: number) => activitiesOf(repo, limit),
  };
}
