import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Tags name the area an operation belongs to: the public site's areas by their name, the back
 * office's as `admin-<area>`. The contract test holds every operation to this list.
 */
export const API_TAGS = {
  system: 'Health and readiness',
  auth: 'Back-office sign-in',
  routes: 'Transfer routes: search and autocomplete',
  bookings: 'Transfer bookings, prices and PNR look-up',
  'tour-reservations': 'Tour reservations',
  tours: 'Tours',
  currencies: 'Currencies and exchange rates',
  vehicles: 'Vehicle types and vehicles',
  'extra-services': 'Extra services',
  gallery: 'Gallery',
  heroes: 'Hero videos',
  about: 'About section',
  settings: 'Site settings and the round-trip discount',
  'admin-dashboard': 'Back office: dashboard',
  'admin-bookings': 'Back office: transfer bookings',
  'admin-tour-reservations': 'Back office: tour reservations',
  'admin-tours': 'Back office: tours',
  'admin-routes': 'Back office: routes and prices',
  'admin-currencies': 'Back office: currencies',
  'admin-vehicles': 'Back office: vehicle types and vehicles',
  'admin-extra-services': 'Back office: extra services',
  'admin-gallery': 'Back office: gallery',
  'admin-heroes': 'Back office: hero videos',
  'admin-about': 'Back office: about section',
  'admin-settings': 'Back office: site settings',
  'admin-operations': "Back office: the day's jobs, drivers, assignment, run sheets and share links",
  'driver-runs': "A driver's read-only share page",
  'manage-booking': 'Manage booking: the customer’s own view by PNR and e-mail',
  'admin-mail': 'Back office: mail history of bookings and reservations',
  'admin-users': 'Back office: staff accounts and roles',
  'admin-resellers': "Back office: resellers' OCTO API keys (Yönetici); the OCTO API itself is documented by OCTO's own OpenAPI document",
  'admin-audit': 'Back office: audit log',
  'admin-notes': 'Back office: internal notes on bookings and tour reservations',
  'admin-personal-data': 'Back office: personal data requests and retention (Yönetici)',
  legal: 'KVKK notice and privacy policy',
  'admin-legal': 'Back office: legal texts (KVKK notice, privacy policy)',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** OpenAPI 3.1 generated from the same zod schemas that validate requests and answers. */
export async function registerApiDocs(app: FastifyInstance, opts: { sessionCookie: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Riviera Transfer API', version: '1.0.0', description: 'Public and back-office API' },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: opts.sessionCookie } } },
    },
    // A route that reads its own body (a multipart form) documents the contract it checks it with.
    transform: (input) => {
      const docs = input.route.config?.docs;
      if (!docs?.body || !input.schema) return jsonSchemaTransform(input);
      const schema = { ...input.schema, body: docs.body, ...(docs.consumes ? { consumes: docs.consumes } : {}) };
      return jsonSchemaTransform({ ...input, schema });
    },
    // schemas given an id (`.meta({ id })`) become components the operations refer to
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
