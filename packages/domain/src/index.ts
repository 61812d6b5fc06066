/**
 * @riviera/domain: the pure business rules shared by the API and the web app. No I/O here;
 * everything is deterministic except PNR generation, whose random source can be injected.
 */
export * from './i18n/languages.js';
export * from './vehicle-tiers.js';
export * from './locations.js';
export * from './airport.js';
export * from './currency.js';
export * from './pricing.js';
export * from './pnr.js';
export * from './booking-number.js';
export * from './statuses.js';
export * from './dates.js';
export * from './limits.js';
export * from './validation-messages.js';
export * from './contact.js';
export * from './contracts/envelope.js';
export * from './contracts/page.js';
export * from './contracts/gallery.js';
export * from './contracts/heroes.js';
export * from './contracts/health.js';
export * from './contracts/dashboard.js';
export * from './contracts/transfer-routes.js';
export * from './contracts/tours.js';
export * from './contracts/about.js';
export * from './contracts/extra-services.js';
export * from './contracts/vehicles.js';
export * from './contracts/currencies.js';
export * from './contracts/site-settings.js';
export * from './links.js';
export * from './contracts/admin-auth.js';
export * from './contracts/admin-auth-answers.js';
export * from './contracts/admin-status.js';
export * from './contracts/transfer-booking.js';
export * from './contracts/pnr-lookup.js';
export * from './contracts/form-values.js';
export * from './contracts/admin-content.js';
export * from './contracts/tour-reservation.js';
