import {
  TICKET_IMAGE_MAX_BYTES,
  bookingDto,
  calculatePriceSchema,
  createdBookingDto,
  parseBookingIdParam,
  pnrLookupSchema,
  pnrResultDto,
  priceQuoteDto,
  transferBookingSchema,
} from '@riviera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { discardFilesOnError, parseInput } from '../../lib/admin-form.js';
import { askedLanguage, langQuery, withRequestLanguage } from '../../lib/request-language.js';
import { AppError } from '../../lib/app-error.js';
import { envelope, ok } from '../../lib/envelope.js';
import { idempotencyKeyOf } from '../../lib/idempotency-key.js';
import { assertDecodableImage } from '../../lib/images.js';
import { discardFiles, readMultipart, type MultipartResult, type SavedFile } from '../../lib/uploads.js';
import { MULTIPART_OR_JSON, failures, withExample } from '../../plugins/api-contract.js';
import { sessionService } from '../auth/session.service.js';
import { BOOKING_READ_TOKEN_HEADER } from './booking-read-token.js';
import { toPriceQuoteDto } from './bookings.dto.js';
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

const priceBody = withExample(calculatePriceSchema, {
  pickup_location: 'Antalya Havalimanı (AYT)',
  destination: 'Kemer',
  route_id: 1,
  vehicle_id: 1,
  trip_type: 'round_trip',
  passengers: 2,
  currency: 'EUR',
  selected_extra_services: [1],
});

/** The booking as documented: the contract's fields, and the ticket image a multipart form may carry. */
const bookingForm = withExample(transferBookingSchema.in.safeExtend({ ticket_image: z.file().optional() }), {
  pickup_location: 'Antalya Havalimanı (AYT)',
  destination: 'Kemer',
  route_id: 1,
  vehicle_id: 1,
  pickup_date: '2030-07-15',
  pickup_time: '14:30',
  trip_type: 'one_way',
  passengers: 2,
  currency: 'EUR',
  selected_extra_services: [1],
  customer_first_name: 'Ayşe',
  customer_last_name: 'Yılmaz',
  customer_email: 'ayse.yilmaz@example.com',
  country_code: '+90',
  customer_phone: '532 123 45 67',
  flight_code: 'TK2412',
  departure_flight_time: '13:50',
  hotel_name: 'Rixos Sungate',
  luggage: { large: 2, medium: 0, small: 1, hand: 2 },
  guests: [{ name: 'Mehmet', surname: 'Yılmaz' }],
  notice_version: 1,
  marketing_consent: false,
});

/** The language a booking's vehicle type and extras are named in; without it, the booking's own. */
const bookingLangQuery = langQuery.extend({
  lang: langQuery.shape.lang.describe(
    "tr, en, de, ru or pl: the vehicle type and the extras in that language; without it the booking's own language; anything else reads Turkish",
  ),
});

const pnrBody = withExample(pnrLookupSchema, { pnr_code: 'K7M2QX9A' });

const createdEnvelope = envelope(createdBookingDto);

const tags = ['bookings'];

type BookingService = ReturnType<typeof bookingService>;
type PricingService = ReturnType<typeof pricingService>;
type SessionService = ReturnType<typeof sessionService>;

/** The public transfer booking endpoints: the price, the booking itself, its read-back and the PNR look-up. */
export async function bookingRoutes(fastify: FastifyInstance): Promise<void> {
  const { db, config, writes, publicCache } = fastify.deps;
  const bookings = bookingService(db, { writes, cache: publicCache, config });
  const pricing = pricingService(db, publicCache);
  const sessions = sessionService(db);
  registerPriceRoute(fastify, pricing);
  registerCreateBookingRoute(fastify, bookings, config.uploadsDir);
  registerBookingReadRoutes(fastify, bookings, sessions);
}

/** The price a booking will have, before it is made. */
function registerPriceRoute(fastify: FastifyInstance, pricing: PricingService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/calculate-price',
    {
      config: { rateLimit: PRICE_RATE_LIMIT },
      schema: {
        operationId: 'calculateTransferPrice',
        tags,
        description:
          'The price the booking will have, computed from the stored prices, discount and rates only.',
        body: priceBody,
        response: { 200: envelope(priceQuoteDto) },
      },
    },
    async (req) => ok(toPriceQuoteDto(await pricing.quote(req.body))),
  );
}

/** Making a booking, from JSON or from a form with a ticket image, once per idempotency key. */
function registerCreateBookingRoute(
  fastify: FastifyInstance,
  bookings: BookingService,
  uploadsDir: string,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/bookings',
    {
      config: { rateLimit: BOOKING_RATE_LIMIT, docs: { body: bookingForm, consumes: MULTIPART_OR_JSON } },
      schema: {
        operationId: 'createBooking',
        tags,
        description:
          'JSON, or multipart/form-data when a `ticket_image` (PNG/JPG ≤ 10 MB) is attached. Send an `Idempotency-Key` header per submission: a repeat gets the first answer (the same key with another body is a 422; a repeat while the first still runs is a 409 to retry shortly). Answers 201 with `{ booking_id, pnr_code, booking, read_token, read_token_expires_at }`: the read token opens this booking through `GET /bookings/{id}` for an hour.',
        // 410: the key's booking was erased since (a person's request); its answer is not replayed
        response: { 201: createdEnvelope, ...failures(409, 410) },
      },
    },
    async (req, reply) => {
      const { body, ticket } = await readBookingRequest(req, uploadsDir);
      const { input, key } = await discardFilesOnError(ticket ? { ticket_image: ticket } : {}, async () => ({
        input: withRequestLanguage(parseInput(transferBookingSchema, body, req), req),
        key: idempotencyKeyOf(req),
      }));
      // From here the service owns the ticket file: kept with the booking it made, removed otherwise.
      const answer = await bookings.create(input, ticket, key);
      if (!answer.replayed) app.deps.metrics.bookingsCreated.inc({ kind: 'transfer' });
      // Only a success is ever stored (a failure throws and frees the key); an erasure since turns it into a 410.
      // a replay answers as stored: 201, or 410 once its booking's personal data was erased
      if (answer.statusCode === 410) throw new AppError(410, (answer.body as { message: string }).message);
      return reply.code(201).send(answer.body as z.infer<typeof createdEnvelope>);
    },
  );
}

/** Reading a booking back: by its number (with its read token, or as staff) and by its PNR. */
function registerBookingReadRoutes(
  fastify: FastifyInstance,
  bookings: BookingService,
  sessions: SessionService,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
        operationId: 'getBooking',
        tags,
        description:
          'A booking by numeric id or ORN number. Booking numbers are sequential, so the public reads a booking only with the `read_token` its creation answered with, sent as the `X-Booking-Token` header; without it (or expired, or for another booking) the answer is the same 404 as for an unknown number. A signed-in admin reads any booking, with the e-mail and phone the public sees masked.',
        params: z.object({ id: z.string().max(30) }),
        querystring: bookingLangQuery,
        // Loose: the other headers (cookie, forwarding) must stay on the request.
        headers: z.looseObject({ [BOOKING_READ_TOKEN_HEADER]: z.string().optional() }),
        response: { 200: envelope(bookingDto), ...failures(404) },
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
          askedLanguage(req),
        ),
      );
    },
  );

  app.post(
    '/bookings/search-by-pnr',
    {
      config: { rateLimit: LOOKUP_RATE_LIMIT },
      schema: {
        operationId: 'searchBookingByPnr',
        tags,
        description: 'A transfer booking or a tour reservation by its PNR, contact details masked.',
        body: pnrBody,
        querystring: bookingLangQuery,
        response: { 200: envelope(pnrResultDto), ...failures(404) },
      },
    },
    async (req) => {
      const result = await bookings.searchByPnr(req.body.pnr_code, askedLanguage(req));
      return ok(
        result,
        result.type === 'transfer' ? 'Transfer rezervasyonu bulundu' : 'Tur rezervasyonu bulundu',
      );
    },
  );
}
