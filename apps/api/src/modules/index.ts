import type { FastifyInstance } from 'fastify';
import { aboutRoutes } from './about/about.routes.js';
import { adminContentRoutes } from './admin-content.js';
import { authRoutes } from './auth/auth.routes.js';
import { bookingAdminRoutes } from './bookings/bookings.admin.routes.js';
import { bookingRoutes } from './bookings/bookings.routes.js';
import { currencyRoutes } from './currencies/currencies.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { extraServiceRoutes } from './extra-services/extra-services.routes.js';
import { galleryRoutes } from './galleries/galleries.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { heroRoutes } from './heroes/heroes.routes.js';
import { routeRoutes } from './routes/routes.routes.js';
import { siteSettingRoutes } from './site-settings/site-settings.routes.js';
import { tourReservationPublicRoutes } from './tour-reservations/tour-reservations.public.routes.js';
import { tourReservationAdminRoutes } from './tour-reservations/tour-reservations.admin.routes.js';
import { tourRoutes } from './tours/tours.routes.js';
import { vehicleRoutes } from './vehicles/vehicles.routes.js';

/** Every API module, mounted under /api. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(currencyRoutes);
  await app.register(tourRoutes);
  await app.register(galleryRoutes);
  await app.register(aboutRoutes);
  await app.register(routeRoutes);
  await app.register(vehicleRoutes);
  await app.register(extraServiceRoutes);
  await app.register(siteSettingRoutes);
  await app.register(heroRoutes);
  await app.register(dashboardRoutes);
  await app.register(bookingAdminRoutes);
  await app.register(tourReservationAdminRoutes);
  await app.register(adminContentRoutes);
  await app.register(bookingRoutes);
  await app.register(tourReservationPublicRoutes);
}
