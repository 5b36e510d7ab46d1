import * as Alert from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Alert.Root open={open} onOpenChange={onOpenChange}>
      <Alert.Portal>
        <Alert.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Alert.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <Alert.Title className="text-lg font-bold text-ink">{title}</Alert.Title>
          <Alert.Description className="mt-2 text-sm text-slate-600">{description}</Alert.Description>
          <div className="mt-6 flex justify-end gap-2">
            <Alert.Cancel asChild>
              <Button variant="outline" data-dialog-close="">
                Cancel
              </Button>
            </Alert.Cancel>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending && <Spinner />}
              {confirmLabel}
            </Button>
          </div>
        </Alert.Content>
      </Alert.Portal>
    </Alert.Root>
  );
}
