import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './routes';
import './styles.css';

// The entry holds only React and the router: the data layer, toasts and tooltips load with the
// dashboard (pages/DashboardLayout), so the landing page stays small.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
