import { cn } from '../lib/cn';

export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-7', className)}>
      <rect width="32" height="32" rx="8" fill="#111827" />
      <rect x="7" y="9" width="18" height="12" rx="2" fill="none" stroke="#F97316" strokeWidth="2.5" />
      <path d="M12 25h8" stroke="#F97316" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
