import type { FastifyInstance } from 'fastify';
import { aboutAdminRoutes } from './about/about.admin.routes.js';
import { currencyAdminRoutes } from './currencies/currencies.admin.routes.js';
import { extraServiceAdminRoutes } from './extra-services/extra-services.admin.routes.js';
import { galleryAdminRoutes } from './galleries/galleries.admin.routes.js';
import { heroAdminRoutes } from './heroes/heroes.admin.routes.js';
import { routeAdminRoutes } from './routes/routes.admin.routes.js';
import { siteSettingAdminRoutes } from './site-settings/site-settings.admin.routes.js';
import { tourAdminRoutes } from './tours/tours.admin.routes.js';
import { vehicleAdminRoutes } from './vehicles/vehicles.admin.routes.js';

/**
 * Back-office content endpoints (back-office §7): routes and the round-trip discount, currencies and
 * live rates, tours, about, site settings, heroes, gallery, vehicles and vehicle types, extra services.
 * Every route here is `access: 'admin'` and every change is audited in its own transaction.
 */
export async function adminContentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(routeAdminRoutes);
  await app.register(currencyAdminRoutes);
  await app.register(tourAdminRoutes);
  await app.register(aboutAdminRoutes);
  await app.register(siteSettingAdminRoutes);
  await app.register(heroAdminRoutes);
  await app.register(galleryAdminRoutes);
  await app.register(vehicleAdminRoutes);
  await app.register(extraServiceAdminRoutes);
}
