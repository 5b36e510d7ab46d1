import type { FormEvent } from 'react';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';

/**
 * A dialog that asks for one name (a new client, a new or renamed presentation): its field, and
 * Cancel and a submit button that waits while saving and stays off while the name is blank.
 */
export function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  inputId,
  placeholder,
  maxLength,
  value,
  onChange,
  pending,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  inputId: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Called with the trimmed name, never blank and never while saving. */
  onSubmit: (name: string) => void;
}) {
  const trimmed = value.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (trimmed && !pending) onSubmit(trimmed);
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader title={title} description={description} />
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{label}</Label>
            <Input
              id={inputId}
              autoFocus
              value={value}
              maxLength={maxLength}
              onChange={(e) => onChange(e.target.value)}
              placeholder={placeholder}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || pending}>
              {pending && <Spinner />}
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
