import {
  TICKET_IMAGE_MAX_BYTES,
  calculatePriceSchema,
  parseBookingIdParam,
  pnrLookupSchema,
  transferBookingSchema,
} from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discardFilesOnError, parseInput } from '../../lib/admin-form.js';
import { AppError } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idempotencyKeyOf } from '../../lib/idempotency-key.js';
import { assertDecodableImage } from '../../lib/images.js';
import { discardFiles, readMultipart, type MultipartResult, type SavedFile } from '../../lib/uploads.js';
import { sessionService } from '../auth/session.service.js';
import { BOOKING_READ_TOKEN_HEADER } from './booking-read-token.js';
import {
  bookingDto,
  pnrResultDto,
  priceQuoteDto,
  toPriceQuoteDto,
} from './bookings.dto.js';
import { multipartToBookingBody } from './bookings.form-data.js';
import { TICKETS_FOLDER } from './bookings.tickets.routes.js';
import { bookingService } from './bookings.service.js';
import { pricingService } from './pricing.service.js';

/**
 * Per-client limits. Bookings: generous enough that no real visitor (or a family booking several
 * transfers) ever meets it, tight enough to stop a script. PNR and id look-ups: tight, so codes
 * cannot be enumerated.
 */
export const BOOKING_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const LOOKUP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const READ_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const PRICE_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const TICKET_RULE = {
  folder: TICKETS_FOLDER,
  allowed: ['png', 'jpg'] as const,
  maxBytes: TICKET_IMAGE_MAX_BYTES,
};

/** The upload helper speaks of files in general; here the file is a ticket image, so say so. */
function asTicketError(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.errors?.ticket_image) return err;
  const key = err.statusCode === 413 ? 'validation.ticket_image_too_large' : 'validation.ticket_image_type';
  return new AppError(err.statusCode, key, { ticket_image: [key] });
}

async function readBookingRequest(
  request: FastifyRequest,
  uploadsDir: string,
): Promise<{ body: unknown; ticket?: SavedFile }> {
  if (!request.isMultipart()) return { body: request.body };
  let upload: MultipartResult;
  try {
    upload = await readMultipart(request, uploadsDir, { ticket_image: TICKET_RULE });
  } catch (err) {
    throw asTicketError(err);
  }
  const ticket = upload.files.ticket_image;
  try {
    // Right first bytes are not a picture: staff open the ticket, so it must decode, within limits.
    if (ticket) await assertDecodableImage(ticket, 'ticket_image', 'validation.ticket_image_type');
    return { body: multipartToBookingBody(upload.fields), ...(ticket ? { ticket } : {}) };
  } catch (err) {
    if (ticket) discardFiles({ ticket_image: ticket });
    throw err;
  }
}

export async function bookingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, writes, publicCache } = app.deps;
  const bookings = bookingService(db, { writes, cache: publicCache, config });
  const pricing = pricingService(db, publicCache);
  const sessions = sessionService(db);
  const tags = ['bookings'];

  app.post(
    '/calculate-price',
    {
      config: { rateLimit: PRICE_RATE_LIMIT },
      schema: { tags, body: calculatePriceSchema, response: { 200: envelope(priceQuoteDto) } },
    },
    async (req) => ok(toPriceQuoteDto(await pricing.quote(req.body))),
  );

  app.post(
    '/bookings',
    {
      config: { rateLimit: BOOKING_RATE_LIMIT },
      schema: {
        tags,
        description:
          'JSON, or multipart/form-data when a `ticket_image` (PNG/JPG ≤ 10 MB) is attached. Send an `Idempotency-Key` header per submission: a repeat gets the first answer. Answers 201 with `{ booking_id, pnr_code, booking, read_token, read_token_expires_at }`: the read token opens this booking through `GET /bookings/{id}` for an hour.',
      },
    },
    async (req, reply) => {
      const { body, ticket } = await readBookingRequest(req, config.uploadsDir);
      const { input, key } = await discardFilesOnError(ticket ? { ticket_image: ticket } : {}, async () => ({
        input: parseInput(transferBookingSchema, body, req),
        key: idempotencyKeyOf(req),
      }));
      // From here the service owns the ticket file: kept with the booking it made, removed otherwise.
      const answer = await bookings.create(input, ticket, key);
      return reply.code(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/bookings/:id',
    {
      // Staff opening booking after booking in the back office are not visitors: no limit for them.
      config: {
        rateLimit: {
          ...READ_RATE_LIMIT,
          allowList: async (req) => (await sessions.authenticate(req)) !== null,
        },
      },
      schema: {
        tags,
        description:
          'A booking by numeric id or ORN number. Booking numbers are sequential, so the public reads a booking only with the `read_token` its creation answered with, sent as the `X-Booking-Token` header; without it (or expired, or for another booking) the answer is the same 404 as for an unknown number. A signed-in admin reads any booking, with the e-mail and phone the public sees masked.',
        params: z.object({ id: z.string().max(30) }),
        // Loose: the other headers (cookie, forwarding) must stay on the request.
        headers: z.looseObject({ [BOOKING_READ_TOKEN_HEADER]: z.string().optional() }),
        response: { 200: envelope(bookingDto) },
      },
    },
    async (req) => {
      const id = parseBookingIdParam(req.params.id);
      if (id === null || id > 2_147_483_647) {
        throw new AppError(422, 'validation.booking_id_invalid', { id: ['validation.booking_id_invalid'] });
      }
      const admin = await sessions.authenticate(req);
      return ok(
        await bookings.findById(
          id,
          admin
            ? { audience: 'admin' }
            : { audience: 'public', readToken: req.headers[BOOKING_READ_TOKEN_HEADER] },
        ),
      );
    },
  );

  app.post(
    '/bookings/search-by-pnr',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: { tags, body: pnrLookupSchema, response: { 200: envelope(pnrResultDto) } },
    },
    async (req) => {
      const result = await bookings.searchByPnr(req.body.pnr_code);
      return ok(
        result,
        result.type === 'transfer' ? 'Transfer rezervasyonu bulundu' : 'Tur rezervasyonu bulundu',
      );
    },
  );
}
