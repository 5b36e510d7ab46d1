import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './components/RouteError';

// Every page is its own chunk: the landing page never carries the editor's code.
const page =
  (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  { path: '/', lazy: page(() => import('./pages/Landing')), errorElement: <RouteError /> },
  { path: '/about', lazy: page(() => import('./pages/About')) },
  { path: '/view/:token', lazy: page(() => import('./pages/SharedViewer')) },
  {
    path: '/app',
    lazy: page(() => import('./pages/DashboardLayout')),
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: page(() => import('./pages/Clients')) },
      { path: 'clients', lazy: page(() => import('./pages/Clients')) },
      { path: 'clients/:clientId/presentations', lazy: page(() => import('./pages/ClientPresentations')) },
      { path: 'editor/:presentationId', lazy: page(() => import('./pages/Editor')) },
      { path: 'present/:presentationId', lazy: page(() => import('./pages/Presenter')) },
      { path: 'present/:presentationId/notes', lazy: page(() => import('./pages/PresenterView')) },
      { path: 'calculator', lazy: page(() => import('./pages/Calculator')) },
      { path: '*', lazy: page(() => import('./pages/NotFound')) },
    ],
  },
  { path: '*', lazy: page(() => import('./pages/NotFound')) },
];

export const router = createBrowserRouter(routes);
