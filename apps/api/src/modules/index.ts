import type { FastifyInstance } from 'fastify';
import { aboutAdminRoutes } from './about/about.admin.routes.js';
import { aboutRoutes } from './about/about.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { bookingAdminRoutes } from './bookings/bookings.admin.routes.js';
import { bookingEditRoutes } from './bookings/bookings.edit.routes.js';
import { bookingRoutes } from './bookings/bookings.routes.js';
import { currencyAdminRoutes } from './currencies/currencies.admin.routes.js';
import { currencyRoutes } from './currencies/currencies.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { extraServiceAdminRoutes } from './extra-services/extra-services.admin.routes.js';
import { pickupAdminRoutes } from './pickups/pickups.admin.routes.js';
import { extraServiceRoutes } from './extra-services/extra-services.routes.js';
import { galleryAdminRoutes } from './galleries/galleries.admin.routes.js';
import { galleryRoutes } from './galleries/galleries.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { heroAdminRoutes } from './heroes/heroes.admin.routes.js';
import { heroRoutes } from './heroes/heroes.routes.js';
import { legalAdminRoutes } from './legal/legal.admin.routes.js';
import { legalRoutes } from './legal/legal.routes.js';
import { driverRunRoutes } from './operations/driver-runs.routes.js';
import { operationsAdminRoutes } from './operations/operations.admin.routes.js';
import { liveBoardRoutes } from './operations/live-board.routes.js';
import { settlementAdminRoutes } from './operations/settlement.admin.routes.js';
import { mailAdminRoutes } from './mail/mail.admin.routes.js';
import { manageBookingRoutes } from './self-service/manage-booking.routes.js';
import { auditRoutes } from './audit/audit.routes.js';
import { exportRoutes } from './exports/exports.routes.js';
import { notesRoutes } from './notes/notes.routes.js';
import { personalDataRoutes } from './personal-data/personal-data.routes.js';
import { staffRoutes } from './staff/staff.routes.js';
import { resellerKeyAdminRoutes } from './resellers/reseller-keys.admin.routes.js';
import { octoRoutes } from './octo/octo.routes.js';
import { siteSettingAdminRoutes } from './site-settings/site-settings.admin.routes.js';
import { siteSettingRoutes } from './site-settings/site-settings.routes.js';
import { tourReservationAdminRoutes } from './tour-reservations/tour-reservations.admin.routes.js';
import { tourReservationEditRoutes } from './tour-reservations/tour-reservations.edit.routes.js';
import { tourReservationPublicRoutes } from './tour-reservations/tour-reservations.public.routes.js';
import { tourAdminRoutes } from './tours/tours.admin.routes.js';
import { tourRoutes } from './tours/tours.routes.js';
import { departureRoutes } from './departures/departures.routes.js';
import { departureAdminRoutes } from './departures/departures.admin.routes.js';
import { transferRouteAdminRoutes } from './transfer-routes/transfer-routes.admin.routes.js';
import { transferRouteRoutes } from './transfer-routes/transfer-routes.routes.js';
import { vehicleAdminRoutes } from './vehicles/vehicles.admin.routes.js';
import { vehicleRoutes } from './vehicles/vehicles.routes.js';

/**
 * Every API module, mounted under /api: the public reads, the back office (`access: 'admin'`, every
 * change audited in its own transaction) and the public writes.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(currencyRoutes);
  await app.register(tourRoutes);
  await app.register(departureRoutes);
  await app.register(galleryRoutes);
  await app.register(aboutRoutes);
  await app.register(transferRouteRoutes);
  await app.register(vehicleRoutes);
  await app.register(extraServiceRoutes);
  await app.register(siteSettingRoutes);
  await app.register(heroRoutes);
  await app.register(legalRoutes);
  await app.register(dashboardRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(bookingEditRoutes);
  await app.register(tourReservationAdminRoutes);
  await app.register(tourReservationEditRoutes);
  // Back-office content (back-office §7)
  await app.register(transferRouteAdminRoutes);
  await app.register(currencyAdminRoutes);
  await app.register(tourAdminRoutes);
  await app.register(departureAdminRoutes);
  await app.register(pickupAdminRoutes);
  await app.register(aboutAdminRoutes);
  await app.register(siteSettingAdminRoutes);
  await app.register(heroAdminRoutes);
  await app.register(galleryAdminRoutes);
  await app.register(vehicleAdminRoutes);
  await app.register(extraServiceAdminRoutes);
  await app.register(operationsAdminRoutes);
  await app.register(liveBoardRoutes);
  await app.register(settlementAdminRoutes);
  await app.register(mailAdminRoutes);
  // Staff accounts, the audit log and internal notes
  await app.register(staffRoutes);
  await app.register(resellerKeyAdminRoutes);
  await app.register(auditRoutes);
  await app.register(notesRoutes);
  await app.register(exportRoutes);
  await app.register(personalDataRoutes);
  await app.register(legalAdminRoutes);
  // Public writes
  await app.register(bookingRoutes);
  await app.register(tourReservationPublicRoutes);
  await app.register(driverRunRoutes);
  await app.register(manageBookingRoutes);
  // Resellers over OCTO, with their own API keys and OCTO's error shape (decision 041)
  await app.register(octoRoutes, { prefix: '/octo' });
}
