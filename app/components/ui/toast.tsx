import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '@common/limits';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

// A tiny store outside React, so any code (hooks, mutations) can raise a toast.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast; SPEC §9: one at a time, so a new one replaces the last. */
export function toast(input: ToastInput) {
  const item: ToastItem = { ...input, id: nextId++, open: true };
  items = [item, ...items].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
}
export const toastError = (description: string, title = 'Error') =>
  toast({ title, description, variant: 'destructive' });

function dismiss(id: number) {
  items = items.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    items = items.filter((t) => t.id !== id);
    emit();
  }, 200);
}

function useToasts() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
  );
}

/**
 * Radix gives Escape to the newest layer, and a toast raised while a dialog is open (a validation
 * message, say) is newer than the dialog: Escape would dismiss the toast and leave the dialog up.
 * When focus is in a dialog, Escape is for the dialog: it closes as its own close button would
 * (so a dialog that refuses to close while busy still refuses) and the toast stays to be read.
 */
function escapeForTheDialog(event: KeyboardEvent) {
  const dialog = (event.target as Element | null)?.closest?.('[role="dialog"], [role="alertdialog"]');
  const close = dialog?.querySelector<HTMLElement>('[data-dialog-close]');
  if (!close) return;
  event.preventDefault();
  close.click();
}

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismiss(t.id)}
          onEscapeKeyDown={escapeForTheDialog}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'toast-root group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-xl',
            t.variant === 'destructive'
              ? 'border-red-700 bg-red-600 text-white'
              : 'border-slate-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title data-toast-title="" className="text-sm font-semibold">
              {t.title}
            </ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="whitespace-pre-line text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_HOTKEY]}
        // SPEC §9's 420 px comes from common/limits.ts; the class reads it from this variable.
        style={{ '--toast-max-width': `${TOAST_VIEWPORT_MAX_WIDTH_PX}px` } as CSSProperties}
        className="toast-viewport fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-(--toast-max-width)"
      />
    </ToastPrimitive.Provider>
  );
}
