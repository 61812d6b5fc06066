import { changeRequestSchema, manageBookingSchema, manageViewDto, translateMessage } from '@riviera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../lib/envelope.js';
import { requestLanguage } from '../../lib/request-language.js';
import { failures, withExample } from '../../plugins/api-contract.js';
import { LOOKUP_RATE_LIMIT } from '../bookings/bookings.routes.js';
import { manageBookingService } from './manage-booking.service.js';

const manageBody = withExample(manageBookingSchema, { pnr_code: 'K7M2QX9A', email: 'ayse@example.com' });
const changeBody = withExample(changeRequestSchema, {
  pnr_code: 'K7M2QX9A',
  email: 'ayse@example.com',
  flight_code: 'TK2414',
});

/**
 * Manage booking (public): the PNR plus the booker's e-mail open the booking. Rate-limited like the
 * PNR look-up, since each call is a guess at a PNR and e-mail pair.
 */
export async function manageBookingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, dialect, config } = app.deps;
  const service = manageBookingService(db, dialect, config);
  const tags = ['manage-booking'];
  const limited = { rateLimit: LOOKUP_RATE_LIMIT };

  app.post(
    '/bookings/manage',
    {
      config: limited,
      schema: {
        operationId: 'openManagedBooking',
        tags,
        description:
          'The booking behind a PNR and the e-mail it was made with; a wrong e-mail is the same 404 as an unknown PNR.',
        body: manageBody,
        response: { 200: envelope(manageViewDto), ...failures(404, 429) },
      },
    },
    async (req) => ok(await service.show(req.body, { ip: req.ip }, requestLanguage(req))),
  );

  app.post(
    '/bookings/manage/voucher',
    {
      config: limited,
      schema: {
        operationId: 'downloadVoucher',
        tags,
        description: 'The booking voucher as a PDF.',
        body: manageBody,
        response: { 200: z.any().describe('application/pdf'), ...failures(404, 429) },
      },
    },
    async (req, reply) => {
      const { pnr, pdf } = await service.voucher(req.body, { ip: req.ip });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="voucher-${pnr}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/bookings/manage/cancel',
    {
      config: limited,
      schema: {
        operationId: 'selfCancelBooking',
        tags,
        description:
          'Cancels before the cut-off (site setting, default 24 h before pickup); after it a 409 tells the customer to call.',
        body: manageBody,
        response: { 200: envelope(manageViewDto), ...failures(404, 409, 429) },
      },
    },
    async (req) =>
      ok(
        await service.cancel(req.body, { ip: req.ip }, requestLanguage(req)),
        translateMessage('message.booking_self_cancelled', requestLanguage(req)),
      ),
  );

  app.post(
    '/bookings/manage/change-request',
    {
      config: limited,
      schema: {
        operationId: 'requestBookingChange',
        tags,
        description:
          'Passes a change (pickup time, flight code, landing time, hotel, note) to staff by mail; the booking is not changed.',
        body: changeBody,
        response: { 200: envelope(z.null()), ...failures(404, 429) },
      },
    },
    async (req) => {
      await service.requestChange(req.body, { ip: req.ip });
      return ok(null, translateMessage('message.change_request_sent', requestLanguage(req)));
    },
  );
}
