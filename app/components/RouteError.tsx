import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** When a page fails to load (an old tab after a deploy, a lost connection) say so, with a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">This page could not be shown</h1>
      <p className="max-w-md text-slate-600">{message}</p>
      <div className="flex gap-3">
        <button type="button" className="font-semibold text-brand" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="font-semibold text-slate-600">
          Home
        </Link>
      </div>
    </main>
  );
}
