import { Link, useLocation } from 'react-router';

export default function NotFound() {
  const location = useLocation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-paper px-6 text-center">
      <p className="text-8xl font-black tracking-tight text-ink">404</p>
      <h1 className="mt-2 text-2xl font-bold text-ink">404 Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        Nothing lives at{' '}
        <code className="rounded bg-slate-200 px-1.5 py-0.5 text-sm text-slate-800">{location.pathname}</code>
        . If you followed a link inside the app, the route may be missing from <code>app/routes.tsx</code>.
      </p>
      <Link to="/" className="mt-8 rounded-xl bg-ink px-5 py-3 font-semibold text-white hover:bg-ink-soft">
        Go home
      </Link>
    </main>
  );
}
