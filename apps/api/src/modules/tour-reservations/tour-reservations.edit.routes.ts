import {
  changeRequestsDto,
  tourReservationEditFields,
  tourReservationEditResultDto,
  tourReservationEditViewDto,
  tourReservationRequoteDto,
  tourReservationRequoteSchema,
  translateMessage,
} from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../lib/envelope.js';
import { idParams } from '../../lib/ids.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireAdmin } from '../../lib/require-admin.js';
import { OPERATIONS_TOO } from '../../plugins/admin-access.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { changeRequestService } from '../bookings/change-requests.service.js';
import { tourReservationEditService } from './tour-reservations.edit.service.js';

/** The body's example; the route checks each field, the service the tour's pickup rule and the seats. */
const editBody = withExample(tourReservationEditFields, {
  booking_date: '2026-12-12',
  booking_time: '09:00',
  passenger_count: 2,
  children_count: 1,
  pickup_zone_id: 3,
  pickup_place: 'Rixos Premium Belek',
  customer_name: 'Ayşe',
  customer_surname: 'Yılmaz',
  customer_email: 'ayse@example.com',
  country_code: '+90',
  customer_phone: '+905321234567',
  special_requests: null,
  reprice: true,
  quoted_total: 90,
  driver_on_move: 'keep',
});

/** Staff editing a tour reservation, and its change history (decision 031). */
export async function tourReservationEditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = tourReservationEditService(app.deps.db, app.deps.dialect);
  const requests = changeRequestService(app.deps.db);
  const tags = ['admin-tour-reservations'];
  // moving a guest to another departure is Operasyon's daily work, as a transfer's edit is
  const daily = { access: 'admin' as const, roles: OPERATIONS_TOO };

  app.get(
    '/admin/tour-reservations/:id/changes',
    {
      config: daily,
      schema: {
        operationId: 'adminTourReservationChanges',
        tags,
        description:
          "The edit dialog's starting values, the tour's pickup zones and coming departures with the seats left, whether it may be edited, and its change history.",
        params: idParams,
        response: { 200: envelope(tourReservationEditViewDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.view(req.params.id)),
  );

  app.put(
    '/admin/tour-reservations/:id',
    {
      config: daily,
      schema: {
        operationId: 'adminEditTourReservation',
        tags,
        description:
          "Edits the departure, adults and children, pickup zone and hotel, contact and special requests with the reservation form's rules; " +
          "seats move under the departures' locks (sold out or no departure: 409); the price stays unless reprice applies the quote staff saw (quoted_total; moved since: 409); " +
          'the tour job follows (a driver on it: driver_on_move keep|release, else 409); one change-history and audit entry. A cancelled or completed reservation: 422.',
        params: idParams,
        body: editBody,
        response: { 200: envelope(tourReservationEditResultDto), ...failures(404, 409) },
      },
    },
    async (req) =>
      ok(
        await service.edit(requireAdmin(req), req.params.id, req.body),
        translateMessage('message.booking_updated', requestLanguage(req)),
      ),
  );

  app.post(
    '/admin/tour-reservations/:id/quote',
    {
      config: daily,
      schema: {
        operationId: 'adminRequoteTourReservation',
        tags,
        description:
          "'Yeniden fiyatla': today's price of the party on the reservation's tour in its currency, beside the price as booked. Nothing is saved.",
        params: idParams,
        body: withExample(tourReservationRequoteSchema, { passenger_count: 3, children_count: 1 }),
        response: { 200: envelope(tourReservationRequoteDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.quote(req.params.id, req.body)),
  );

  app.get(
    '/admin/tour-reservations/:id/change-requests',
    {
      config: daily,
      schema: {
        operationId: 'adminTourReservationChangeRequests',
        tags,
        description:
          "The guest's change requests from the manage page, newest first, open or decided; decided with POST /api/admin/change-requests/{id}/decision as a transfer's.",
        params: idParams,
        response: { 200: envelope(changeRequestsDto), ...failures(404) },
      },
    },
    async (req) => ok(await requests.listForTourReservation(req.params.id)),
  );
}
