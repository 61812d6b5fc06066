import {
  expectedCashOf,
  fromMinor,
  isTripStatus,
  settleDay,
  toMinor,
  type CashAmount,
  type HandoverInput,
  type SettlementDto,
} from '@riviera/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/time.js';
import { fieldError } from '../../lib/admin-form.js';
import { notFound } from '../../lib/app-error.js';
import type { AdminPrincipal } from '../../plugins/admin-access.js';
import { recordAudit } from '../audit/audit.service.js';
import { cashRepository as cash } from './cash.repository.js';
import { driversRepository as drivers } from './drivers.repository.js';
import { operationsService } from './operations.service.js';

/**
 * Cash on arrival, accounted (issue 26 item 2, decision 035): what each job should bring in, what
 * the driver entered with 'Tamamlandı', and a driver's day settled per currency with the
 * hand-overs staff confirm.
 */
export function cashService(db: Kysely<Database>) {
  const ops = operationsService(db);

  /** Each job's expected cash (the booked price on the first leg, decision 035). */
  async function expectedOf(jobIds: number[]): Promise<Map<number, CashAmount | null>> {
    const rows = await cash.pricesOf(db, jobIds);
    return new Map(
      rows.map((r) => [
        r.id,
        expectedCashOf({ leg: r.leg, status: r.status, total_price: r.total_price, currency: r.currency }),
      ]),
    );
  }

  return {
    expectedOf,

    async settlement(driverId: number, date: string): Promise<SettlementDto> {
      const driver = await drivers.find(db, driverId);
      if (!driver) throw notFound('error.driver_not_found');
      const sheet = await ops.runSheet(driverId, date);
      const expected = await expectedOf(sheet.jobs.map((j) => j.id));
      const jobs = sheet.jobs.map((j) => ({
        id: j.id,
        leg: j.leg,
        time: j.time,
        pnr: j.pnr,
        customer_name: j.customer_name,
        trip_status: j.trip_status && isTripStatus(j.trip_status.status) ? j.trip_status.status : null,
        expected: expected.get(j.id) ?? null,
        collected: j.trip_events.find((e) => e.status === 'completed')?.cash ?? null,
      }));
      const handed = await cash.handovers(db, driverId, date);
      const lines = settleDay(
        jobs,
        handed.map((h) => ({ amount: fromMinor(Number(h.amount_minor)), currency: h.currency })),
      ).map((l) => {
        const h = handed.find((x) => x.currency === l.currency);
        return { ...l, confirmed_at: h?.confirmed_at ?? null, confirmed_by: h?.confirmed_by ?? null };
      });
      return { date, driver: { id: driver.id, name: driver.name, plate: driver.plate }, jobs, lines };
    },

    /** Staff confirm what the driver handed over in one currency; a new confirmation replaces it, audited. */
    async confirmHandover(admin: AdminPrincipal | null, input: HandoverInput): Promise<void> {
      const driver = await drivers.find(db, input.driver_id);
      if (!driver) throw fieldError('driver_id', 'error.driver_not_found');
      await db.transaction().execute(async (trx) => {
        const before = await cash.findHandover(trx, input.driver_id, input.date, input.currency);
        await cash.saveHandover(trx, {
          driver_id: input.driver_id,
          service_date: input.date,
          currency: input.currency,
          amount_minor: toMinor(input.amount),
          confirmed_by: admin?.username ?? null,
          confirmed_at: nowIso(),
        });
        await recordAudit(trx, {
          admin,
          action: before ? 'update' : 'create',
          entity: 'driver_cash_handover',
          entityId: input.driver_id,
          before: before
            ? { date: input.date, currency: input.currency, amount: fromMinor(Number(before.amount_minor)) }
            : null,
          after: { driver: driver.name, date: input.date, currency: input.currency, amount: input.amount },
        });
      });
    },
  };
}
