import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { roleMayUse, type AdminRole } from '@riviera/domain';
import type { IconName } from '../../components/ui/icon';

/**
 * THE registry of back-office sections: routes, side-menu entries and title-bar names come from
 * this one list. To add a screen, add one entry (its page lives in its own feature folder and is
 * loaded lazily). This file is the back office's composition root, like app/router.tsx is for the
 * public site: it is the only place that reaches into other feature folders, and only via lazy().
 */
export interface AdminSection {
  /** path under /admin, e.g. 'bookings' → /admin/bookings */
  path: string;
  /** menu entry and title-bar name (Turkish) */
  label: string;
  icon: IconName;
  /**
   * position in the side menu (spec order: 1 Dashboard, 2 Rezervasyonlar, 3 Tur Rezervasyonları,
   * 4 Galeri Yönetimi, 5 Hakkımızda Yönetimi, 6 Araç Yönetimi, 7 Rota Yönetimi, 8 Para Birimi,
   * 9 Ekstra Hizmetler, 10 Tur Yönetimi); null for routes that are not in the menu
   * (site-settings, heroes)
   */
  menuOrder: number | null;
  page: LazyExoticComponent<ComponentType>;
  /**
   * Roles besides Yönetici that may open the section (as the server's routes declare them); none
   * means Yönetici only, so a new section stays hidden from Operasyon until it is opened to it.
   */
  roles?: readonly AdminRole[];
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    icon: 'dashboard',
    menuOrder: 1,
    page: lazy(() => import('../admin-dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage }))),
  },
  {
    path: 'bookings',
    label: 'Rezervasyonlar',
    icon: 'bookings',
    menuOrder: 2,
    page: lazy(() => import('../admin-bookings/bookings-page').then((m) => ({ default: m.BookingsPage }))),
    roles: ['operations'],
  },
  {
    path: 'tour-reservations',
    label: 'Tur Rezervasyonları',
    icon: 'tourReservations',
    menuOrder: 3,
    page: lazy(() =>
      import('../admin-tour-reservations/tour-reservations-page').then((m) => ({
        default: m.TourReservationsPage,
      })),
    ),
    roles: ['operations'],
  },
  // content management
  {
    path: 'routes',
    label: 'Rota Yönetimi',
    icon: 'routes',
    menuOrder: 7,
    page: lazy(() => import('../admin-routes/routes-page').then((m) => ({ default: m.RoutesPage }))),
  },
  {
    path: 'currencies',
    label: 'Para Birimi',
    icon: 'currencies',
    menuOrder: 8,
    page: lazy(() =>
      import('../admin-currencies/currencies-page').then((m) => ({ default: m.CurrenciesPage })),
    ),
  },
  {
    path: 'tours',
    label: 'Tur Yönetimi',
    icon: 'tours',
    menuOrder: 10,
    page: lazy(() => import('../admin-tours/tours-page').then((m) => ({ default: m.ToursPage }))),
  },
  {
    path: 'departures',
    label: 'Kalkışlar',
    icon: 'calendar',
    menuOrder: 10.5,
    roles: ['operations'],
    page: lazy(() => import('../admin-departures/departures-page').then((m) => ({ default: m.DeparturesPage }))),
  },
  {
    path: 'pickup-zones',
    label: 'Alış Bölgeleri',
    icon: 'routes',
    menuOrder: 10.6,
    page: lazy(() => import('../admin-pickups/pickup-zones-page').then((m) => ({ default: m.PickupZonesPage }))),
  },
  {
    path: 'departure-manifest',
    label: 'Yolcu Listesi',
    icon: 'calendar',
    menuOrder: null,
    roles: ['operations'],
    page: lazy(() => import('../admin-departures/manifest-page').then((m) => ({ default: m.ManifestPage }))),
  },
  {
    path: 'vehicles',
    label: 'Araç Yönetimi',
    icon: 'vehicles',
    menuOrder: 6,
    page: lazy(() => import('../admin-vehicles/vehicles-page').then((m) => ({ default: m.VehiclesPage }))),
  },
  {
    path: 'extra-services',
    label: 'Ekstra Hizmetler',
    icon: 'extraServices',
    menuOrder: 9,
    page: lazy(() =>
      import('../admin-extra-services/extra-services-page').then((m) => ({ default: m.ExtraServicesPage })),
    ),
  },
  {
    path: 'galleries',
    label: 'Galeri Yönetimi',
    icon: 'gallery',
    menuOrder: 4,
    page: lazy(() => import('../admin-gallery/gallery-page').then((m) => ({ default: m.GalleryPage }))),
  },
  {
    path: 'about',
    label: 'Hakkımızda Yönetimi',
    icon: 'about',
    menuOrder: 5,
    page: lazy(() => import('../admin-about/about-page').then((m) => ({ default: m.AboutPage }))),
  },
  {
    path: 'operations',
    label: 'Operasyon',
    icon: 'calendar',
    menuOrder: 3.5,
    roles: ['operations'],
    page: lazy(() =>
      import('../admin-operations/operations-page').then((m) => ({ default: m.OperationsPage })),
    ),
  },
  {
    path: 'drivers',
    label: 'Sürücüler',
    icon: 'users',
    menuOrder: 3.6,
    roles: ['operations'],
    page: lazy(() => import('../admin-drivers/drivers-page').then((m) => ({ default: m.DriversPage }))),
  },
  {
    path: 'run-sheet',
    label: 'Çalışma Föyü',
    icon: 'calendar',
    menuOrder: null,
    roles: ['operations'],
    page: lazy(() => import('../admin-operations/run-sheet-page').then((m) => ({ default: m.RunSheetPage }))),
  },
  {
    // a driver's day of cash (decision 035): money is Yönetici's, not Operasyon's
    path: 'settlement',
    label: 'Kasa Teslimi',
    icon: 'calendar',
    menuOrder: null,
    page: lazy(() => import('../admin-operations/settlement-page').then((m) => ({ default: m.SettlementPage }))),
  },
  {
    path: 'heroes',
    label: 'Hero Videoları',
    icon: 'heroes',
    menuOrder: null,
    page: lazy(() => import('../admin-heroes/heroes-page').then((m) => ({ default: m.HeroesPage }))),
  },
  {
    path: 'site-settings',
    label: 'Site Ayarları',
    icon: 'settings',
    menuOrder: null,
    page: lazy(() =>
      import('../admin-site-settings/site-settings-page').then((m) => ({ default: m.SiteSettingsPage })),
    ),
  },
  // staff accounts, the audit log and one's own account
  {
    path: 'users',
    label: 'Kullanıcılar',
    icon: 'users',
    menuOrder: 11,
    page: lazy(() => import('../admin-users/users-page').then((m) => ({ default: m.UsersPage }))),
  },
  {
    path: 'reseller-keys',
    label: 'Acente Anahtarları',
    icon: 'users',
    menuOrder: 11.5,
    page: lazy(() =>
      import('../admin-resellers/reseller-keys-page').then((m) => ({ default: m.ResellerKeysPage })),
    ),
  },
  {
    path: 'legal-texts',
    label: 'Yasal Metinler',
    icon: 'audit',
    menuOrder: 12.5,
    page: lazy(() => import('../admin-legal/legal-texts-page').then((m) => ({ default: m.LegalTextsPage }))),
  },
  {
    path: 'audit-log',
    label: 'Denetim Kaydı',
    icon: 'audit',
    menuOrder: 12,
    page: lazy(() => import('../admin-audit/audit-log-page').then((m) => ({ default: m.AuditLogPage }))),
  },
  {
    path: 'personal-data',
    label: 'Kişisel Veri Talepleri',
    icon: 'key',
    menuOrder: 13,
    page: lazy(() => import('../admin-personal-data/personal-data-page').then((m) => ({ default: m.PersonalDataPage }))),
  },
  {
    path: 'account',
    label: 'Hesabım',
    icon: 'key',
    menuOrder: null,
    page: lazy(() => import('../admin-users/account-page').then((m) => ({ default: m.AccountPage }))),
    roles: ['operations'],
  },
];

/** The side menu: sections with a menu position, in that order. */
export const MENU_SECTIONS: readonly AdminSection[] = ADMIN_SECTIONS.filter((s) => s.menuOrder !== null).sort(
  (a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0),
);

/** Whether someone with `role` may open the section (the server refuses the rest with 403 anyway). */
export const sectionAllowed = (section: AdminSection, role: AdminRole): boolean =>
  roleMayUse(role, section.roles);

/** The side menu of a role: only the sections it may use. */
export const menuFor = (role: AdminRole): readonly AdminSection[] =>
  MENU_SECTIONS.filter((s) => sectionAllowed(s, role));

/** Where a role lands after signing in: the dashboard, or its first menu entry when the dashboard is not its. */
export function homePathFor(role: AdminRole): string {
  const dashboard = ADMIN_SECTIONS.find((s) => s.path === 'dashboard');
  const first = dashboard && sectionAllowed(dashboard, role) ? dashboard : menuFor(role)[0];
  return `/admin/${first?.path ?? 'account'}`;
}

/** The section a back-office path belongs to ('/admin/bookings?page=2' → bookings), if any. */
export function sectionOfPath(pathname: string): AdminSection | undefined {
  const segment = /^\/admin\/([^/?#]+)/.exec(pathname)?.[1];
  return ADMIN_SECTIONS.find((s) => s.path === segment);
}
