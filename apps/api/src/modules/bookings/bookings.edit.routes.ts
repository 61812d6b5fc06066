import {
  bookingEditFields,
  bookingEditResultDto,
  bookingEditViewDto,
  bookingRequoteDto,
  bookingRequoteSchema,
  changeRequestDecisionSchema,
  changeRequestDto,
  changeRequestsDto,
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
import { bookingEditService } from './bookings.edit.service.js';
import { changeRequestService } from './change-requests.service.js';

/** The body's example; the route checks each field, the service the rules across fields. */
const editBody = withExample(bookingEditFields, {
  pickup_location: 'Antalya Havalimanı (AYT)',
  destination: 'Belek',
  trip_type: 'one_way',
  pickup_date: '2026-12-10',
  pickup_time: '16:30',
  return_date: null,
  return_time: null,
  passengers: 2,
  flight_code: 'TK2412',
  departure_flight_time: '15:50',
  arrival_flight_time: null,
  hotel_name: 'Rixos Premium',
  luggage: { large: 2, medium: 0, small: 0, hand: 1 },
  special_requests: null,
  customer_first_name: 'Ayşe',
  customer_last_name: 'Yılmaz',
  customer_email: 'ayse@example.com',
  country_code: '+90',
  customer_phone: '+905321234567',
  guests: [{ name: 'Can', surname: 'Yılmaz', identity_number: null }],
  vehicle_id: 2,
  selected_extra_services: [1],
  reprice: true,
  quoted_total: 85,
  driver_on_move: 'keep',
});

const tags = ['admin-bookings'];
// a flight landing late is Operasyon's daily work: they edit as they confirm
const daily = { access: 'admin' as const, roles: OPERATIONS_TOO };

/** Staff editing a transfer booking, and its change history (decision 031). */
export async function bookingEditRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, dialect } = fastify.deps;
  const service = bookingEditService(db, dialect);
  const requests = changeRequestService(db);
  registerEditRoutes(fastify, service);
  registerChangeRequestRoutes(fastify, requests);
}

/** The edit dialog: its starting values and history, saving the edit, and the re-quote it may apply. */
function registerEditRoutes(fastify: FastifyInstance, service: ReturnType<typeof bookingEditService>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/bookings/:id/changes',
    {
      config: daily,
      schema: {
        operationId: 'adminBookingChanges',
        tags,
        description:
          "The edit dialog's starting values, whether the booking may be edited, and its change history, newest first.",
        params: idParams,
        response: { 200: envelope(bookingEditViewDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.view(req.params.id)),
  );

  app.put(
    '/admin/bookings/:id',
    {
      config: daily,
      schema: {
        operationId: 'adminEditBooking',
        tags,
        description:
          "Edits route points, trip type, dates and times, flight, hotel, passengers, named guests, luggage, vehicle, extras, special requests and contact with the booking form's rules; " +
          'the price stays as booked unless reprice applies the quote staff saw (quoted_total; moved since: 409; changed extras, route or trip type need it: 422); the dispatch jobs follow, a return leg added or removed (a driver on a moved or removed job: driver_on_move keep|release, else 409); ' +
          'one change-history and audit entry. A cancelled or completed booking: 422.',
        params: idParams,
        body: editBody,
        response: { 200: envelope(bookingEditResultDto), ...failures(404, 409) },
      },
    },
    async (req) =>
      ok(
        await service.edit(requireAdmin(req), req.params.id, req.body),
        translateMessage('message.booking_updated', requestLanguage(req)),
      ),
  );

  app.post(
    '/admin/bookings/:id/quote',
    {
      config: daily,
      schema: {
        operationId: 'adminRequoteBooking',
        tags,
        description:
          "'Yeniden fiyatla': today's server quote for the booking's route and trip type (or the ones chosen) in its currency with the chosen vehicle, " +
          'extras and party, beside the price as booked. Nothing is saved; PUT with reprice and quoted_total applies it.',
        params: idParams,
        body: withExample(bookingRequoteSchema, {
          destination: 'Belek',
          trip_type: 'round_trip',
          vehicle_id: 2,
          selected_extra_services: [1],
          passengers: 4,
        }),
        response: { 200: envelope(bookingRequoteDto), ...failures(404) },
      },
    },
    async (req) => ok(await service.quote(req.params.id, req.body)),
  );
}

/** The customer's change requests from the manage page, and staff deciding them. */
function registerChangeRequestRoutes(
  fastify: FastifyInstance,
  requests: ReturnType<typeof changeRequestService>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/bookings/:id/change-requests',
    {
      config: daily,
      schema: {
        operationId: 'adminBookingChangeRequests',
        tags,
        description: "The customer's change requests from the manage page, newest first, open or decided.",
        params: idParams,
        response: { 200: envelope(changeRequestsDto), ...failures(404) },
      },
    },
    async (req) => ok(await requests.listForBooking(req.params.id)),
  );

  app.post(
    '/admin/change-requests/:id/decision',
    {
      config: daily,
      schema: {
        operationId: 'adminDecideChangeRequest',
        tags,
        description:
          'Accepts a change request or refuses it with a reason; the customer is mailed in the booking language. A decided request: 409.',
        params: idParams,
        body: withExample(changeRequestDecisionSchema, { decision: 'refused', reason: 'Bu saatte araç yok' }),
        response: { 200: envelope(changeRequestDto), ...failures(404, 409) },
      },
    },
    async (req) => ok(await requests.decide(requireAdmin(req), req.params.id, req.body)),
  );
}
