import {
  TRIP_STATUS_LABELS,
  emptyData,
  handoverInput,
  settlementDto,
  settlementQuery,
  type SettlementDto,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { done } from '../../lib/admin-form.js';
import { envelope, ok } from '../../lib/envelope.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { csvFormatQuery, type CsvColumn } from '../exports/csv.js';
import { sendCsv } from '../exports/csv-reply.js';
import { cashService } from './cash.service.js';

/** One row of the settlement CSV: a job, or a currency's totals. */
interface SettlementRow {
  kind: 'İş' | 'Toplam';
  time: string | null;
  pnr: string;
  customer: string;
  status: string;
  expected: number | null;
  expected_currency: string;
  collected: number | null;
  collected_currency: string;
  handed: number | null;
  difference: number | null;
}

const COLUMNS: readonly CsvColumn<SettlementRow>[] = [
  { header: 'Satır', value: (r) => r.kind },
  { header: 'Saat', value: (r) => r.time ?? '' },
  { header: 'PNR', value: (r) => r.pnr },
  { header: 'Müşteri', value: (r) => r.customer },
  { header: 'Durum', value: (r) => r.status },
  { header: 'Beklenen', value: (r) => r.expected, money: true },
  { header: 'Beklenen Para Birimi', value: (r) => r.expected_currency },
  { header: 'Tahsil Edilen', value: (r) => r.collected, money: true },
  { header: 'Tahsil Para Birimi', value: (r) => r.collected_currency },
  { header: 'Teslim Edilen', value: (r) => r.handed, money: true },
  { header: 'Fark', value: (r) => r.difference, money: true },
];

function rowsOf(s: SettlementDto): SettlementRow[] {
  const jobs: SettlementRow[] = s.jobs.map((j) => ({
    kind: 'İş',
    time: j.time,
    pnr: j.pnr,
    customer: j.customer_name,
    status: j.trip_status ? TRIP_STATUS_LABELS[j.trip_status] : '',
    expected: j.expected?.amount ?? null,
    expected_currency: j.expected?.currency ?? '',
    collected: j.collected?.amount ?? null,
    collected_currency: j.collected?.currency ?? '',
    handed: null,
    difference: null,
  }));
  const totals: SettlementRow[] = s.lines.map((l) => ({
    kind: 'Toplam',
    time: null,
    pnr: '',
    customer: '',
    status: l.confirmed_at ? 'Teslim onaylandı' : 'Teslim bekleniyor',
    expected: l.expected,
    expected_currency: l.currency,
    collected: l.collected,
    collected_currency: l.currency,
    handed: l.handed,
    difference: l.difference,
  }));
  return [...jobs, ...totals];
}

/**
 * Back office: a driver's day of cash settled (issue 26 item 2, decision 035): expected per
 * currency, collected, handed to the office, difference; staff confirm the hand-over; a CSV. Money
 * is Yönetici's: Operasyon runs the board, not the till.
 */
export async function settlementAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = cashService(app.deps.db);
  const tags = ['admin-operations'];
  const managerOnly = { access: 'admin' as const };

  app.get(
    '/admin/operations/settlement',
    {
      config: managerOnly,
      schema: {
        operationId: 'adminDriverSettlement',
        tags,
        description:
          "A driver's day of cash: each job's expected amount (the booked price on the first leg) and what was collected with 'Tamamlandı', and per currency expected, collected, handed over and the difference.",
        querystring: settlementQuery,
        response: { 200: envelope(settlementDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.settlement(req.query.driver, req.query.date)),
  );

  app.get(
    '/admin/operations/settlement.csv',
    {
      config: managerOnly,
      schema: {
        operationId: 'adminDriverSettlementCsv',
        tags,
        description: "The driver's day of cash as a CSV: one row per job, then one per currency.",
        querystring: settlementQuery.extend({ format: csvFormatQuery }),
        response: { 200: z.any().describe('text/csv; UTF-8 with BOM'), ...failures(404, 422) },
      },
    },
    async (req, reply) => {
      const s = await service.settlement(req.query.driver, req.query.date);
      sendCsv(
        reply,
        `kasa-${s.date}-${s.driver.id}.csv`,
        COLUMNS,
        (async function* () {
          yield rowsOf(s);
        })(),
        req.query.format,
      );
      return reply;
    },
  );

  app.put(
    '/admin/operations/settlement/handover',
    {
      config: managerOnly,
      schema: {
        operationId: 'adminConfirmHandover',
        tags,
        description:
          'Staff confirm the cash a driver handed to the office for a day in one currency; a new confirmation replaces the amount (audited).',
        body: withExample(handoverInput, { driver_id: 1, date: '2026-07-15', currency: 'EUR', amount: 150 }),
        response: { 200: envelope(emptyData), ...failures(404, 422) },
      },
    },
    async (req) => {
      await service.confirmHandover(requireAdmin(req), req.body);
      return done(req, null, 'admin.handover_confirmed');
    },
  );
}
