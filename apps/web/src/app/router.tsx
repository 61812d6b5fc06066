import { createBrowserRouter } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { NotFoundPage } from './not-found-page';
import { PublicLayout } from './public-layout';

/**
 * The landing page is in the first bundle; every other page, and the whole back office,
 * is a lazily loaded chunk so a visitor's first render stays small.
 */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/booking', lazy: async () => ({ Component: (await import('../features/booking/booking-page')).BookingPage }) },
      {
        path: '/booking-success',
        lazy: async () => ({ Component: (await import('../features/booking-success/booking-success-page')).BookingSuccessPage }),
      },
      {
        path: '/booking-search',
        lazy: async () => ({ Component: (await import('../features/pnr-search/pnr-search-page')).PnrSearchPage }),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '/admin/*', lazy: async () => ({ Component: (await import('../features/admin/admin-app')).AdminApp }) },
]);
