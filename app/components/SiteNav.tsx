import { PRODUCT_NAME } from '@common/limits';
import { Link } from 'react-router';
import { Logo } from './Logo';

export function SiteNav({ links }: { links: { to: string; label: string; primary?: boolean }[] }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-5 sm:px-8"
        aria-label="Main"
      >
        <Link to="/" className="flex items-center gap-2.5 text-lg font-extrabold tracking-tight text-ink">
          <Logo />
          {PRODUCT_NAME}
        </Link>
        <div className="flex items-center gap-1 sm:gap-3">
          {links.map((l) =>
            l.primary ? (
              <Link
                key={l.to + l.label}
                to={l.to}
                className="whitespace-nowrap rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white hover:bg-ink-soft"
              >
                {l.label}
              </Link>
            ) : (
              <Link
                key={l.to + l.label}
                to={l.to}
                className="whitespace-nowrap rounded-lg px-2.5 py-2 text-sm font-semibold text-slate-600 hover:text-ink sm:px-3"
              >
                {l.label}
              </Link>
            ),
          )}
        </div>
      </nav>
    </header>
  );
}
