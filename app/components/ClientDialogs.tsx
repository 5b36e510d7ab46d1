import { CLIENT_NAME_MAX } from '@common/limits';
import type { Client } from '@common/schemas/clients';
import { type FormEvent, useEffect, useState } from 'react';
import { useCreateClient, useUpdateClient } from '../api/clients';
import { BrandLogoField } from './BrandLogoField';
import { NameDialog } from './NameDialog';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from './ui/dialog';
import { Input } from './ui/input';
import { Label } from './ui/label';
import { Spinner } from './ui/spinner';
import { toast, toastError } from './ui/toast';

export function AddClientDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [name, setName] = useState('');
  const create = useCreateClient();
  return (
    <NameDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add New Client"
      description="Create a new client to organize your presentations"
      label="Client Name"
      inputId="client-name"
      placeholder="Enter client name"
      maxLength={CLIENT_NAME_MAX}
      value={name}
      onChange={setName}
      pending={create.isPending}
      submitLabel="Add Client"
      pendingLabel="Adding..."
      onSubmit={(trimmed) =>
        create.mutate(
          { name: trimmed },
          {
            onSuccess: () => {
              toast({ title: 'Success', description: 'Client created successfully' });
              setName('');
              onOpenChange(false);
            },
            onError: () => toastError('Failed to create client'),
          },
        )
      }
    />
  );
}

export function EditClientDialog({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const [name, setName] = useState('');
  const [logo, setLogo] = useState('');
  const update = useUpdateClient();
  useEffect(() => {
    if (client) {
      setName(client.name);
      setLogo(client.logo ?? '');
    }
  }, [client]);
  const trimmed = name.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!client || !trimmed || update.isPending) return;
    update.mutate(
      { id: client.id, name: trimmed, logo: logo.trim() || null },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Client updated successfully' });
          onClose();
        },
        onError: (err) => toastError(`Failed to update client. ${err.message}`),
      },
    );
  }

  return (
    <Dialog open={Boolean(client)} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader title="Edit Client" description="Rename the client or change its logo" />
          <div className="grid gap-2">
            <Label htmlFor="edit-client-name">Client Name</Label>
            <Input
              id="edit-client-name"
              value={name}
              maxLength={CLIENT_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          {/* Uploaded (an SVG drawn to a PNG by the server) or an address, as in the brand kit. */}
          {client && (
            <BrandLogoField
              clientId={client.id}
              value={logo}
              onChange={setLogo}
              label="Logo URL"
              id="edit-client-logo"
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || update.isPending}>
              {update.isPending && <Spinner />}
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
