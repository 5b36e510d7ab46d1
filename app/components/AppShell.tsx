import { PRODUCT_NAME } from '@common/limits';
import { Calculator, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { apiRequest } from '../api/client';
import { cn } from '../lib/cn';
import { Logo } from './Logo';

/** The dashboard's frame: brand, sections, sign out. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link to="/app" className="flex items-center gap-2 font-extrabold tracking-tight text-ink">
            <Logo className="size-6" />
            {PRODUCT_NAME}
          </Link>
          <nav className="flex items-center gap-1 text-sm font-semibold" aria-label="Dashboard">
            <NavLink
              to="/app/clients"
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-1.5 text-slate-600 hover:text-ink',
                  isActive && 'bg-slate-100 text-ink',
                )
              }
            >
              Clients
            </NavLink>
            <NavLink
              to="/app/calculator"
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-slate-600 hover:text-ink',
                  isActive && 'bg-slate-100 text-ink',
                )
              }
            >
              <Calculator className="size-4" /> <span className="hidden sm:inline">Calculator</span>
            </NavLink>
            <button
              type="button"
              onClick={async () => {
                await apiRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
                window.location.assign('/');
              }}
              className="flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-slate-500 hover:text-ink"
            >
              <LogOut className="size-4" /> <span className="hidden sm:inline">Sign out</span>
            </button>
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}

export function PageHeading({
  title,
  subtitle,
  actions,
  back,
}: {
  title: ReactNode;
  subtitle: string;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-start gap-3">
        {back}
        <div>
          <h1 className="text-3xl font-black tracking-tight text-ink">{title}</h1>
          <p className="mt-1 text-slate-500">{subtitle}</p>
        </div>
      </div>
      {actions}
    </div>
  );
}
