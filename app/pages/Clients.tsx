import type { Client } from '@common/schemas/clients';
import { Building2, MoreVertical, Palette, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useClients, useDeleteClient } from '../api/clients';
import { AppShell, PageHeading } from '../components/AppShell';
import { BrandDialog } from '../components/BrandDialog';
import { AddClientDialog, EditClientDialog } from '../components/ClientDialogs';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { matches, SearchBox } from '../components/SearchBox';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/menu';
import { toast, toastError } from '../components/ui/toast';

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function Clients() {
  const { data: clients, isLoading } = useClients();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Client | null>(null);
  const [deleting, setDeleting] = useState<Client | null>(null);
  const [branding, setBranding] = useState<Client | null>(null);
  const remove = useDeleteClient();
  const shown = (clients ?? []).filter((c) => matches(c.name, query));

  return (
    <AppShell>
      <PageHeading
        title="Clients"
        subtitle="Manage your clients and their presentations"
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add Client
          </Button>
        }
      />
      <SearchBox value={query} onChange={setQuery} placeholder="Search clients..." />
      {isLoading ? (
        <p className="py-16 text-center text-slate-500">Loading clients...</p>
      ) : shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white py-16 text-center">
          <Building2 className="mx-auto size-10 text-slate-300" />
          <p className="mt-3 font-semibold text-slate-600">No clients found</p>
          {!query && (clients ?? []).length === 0 && (
            <p className="mt-1 text-sm text-slate-500">
              Add your first client to start building decks for them.
            </p>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3" aria-label="Clients">
          {shown.map((c) => (
            <li key={c.id} className="group relative">
              <Link
                to={`/app/clients/${c.id}/presentations`}
                className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 pr-14 shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md"
              >
                <ClientLogo client={c} />
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-bold text-ink">{c.name}</h2>
                  <p className="text-sm text-slate-500">{plural(c.presentationCount, 'presentation')}</p>
                </div>
              </Link>
              <div className="absolute right-3 top-1/2 -translate-y-1/2">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${c.name}`}>
                      <MoreVertical />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent>
                    <DropdownMenuItem onSelect={() => setEditing(c)}>
                      <Pencil /> Edit Client
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setBranding(c)}>
                      <Palette /> Brand
                    </DropdownMenuItem>
                    <DropdownMenuItem destructive onSelect={() => setDeleting(c)}>
                      <Trash2 /> Delete Client
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddClientDialog open={adding} onOpenChange={setAdding} />
      <EditClientDialog client={editing} onClose={() => setEditing(null)} />
      <BrandDialog client={branding} onClose={() => setBranding(null)} />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'client'}?`}
        description={
          deleting?.presentationCount
            ? `This also deletes ${plural(deleting.presentationCount, 'presentation')}, with their slides, versions and share links. This cannot be undone.`
            : 'This cannot be undone.'
        }
        confirmLabel="Delete Client"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Success', description: 'Client deleted successfully' });
              setDeleting(null);
            },
            onError: () => toastError('Failed to delete client'),
          })
        }
      />
    </AppShell>
  );
}

function ClientLogo({ client }: { client: Client }) {
  const [broken, setBroken] = useState(false);
  if (client.logo && !broken) {
    return (
      <img
        src={client.logo}
        alt=""
        onError={() => setBroken(true)}
        className="size-14 shrink-0 rounded-xl border border-slate-100 bg-white object-contain p-1"
      />
    );
  }
  return (
    <div
      className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-400"
      aria-hidden
    >
      <Building2 className="size-6" />
    </div>
  );
}
