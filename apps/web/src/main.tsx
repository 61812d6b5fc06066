import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { router } from './app/router';
import { initI18n } from './i18n';
import './index.css';

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
});
