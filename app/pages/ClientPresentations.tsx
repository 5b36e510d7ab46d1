import { UNTITLED } from '@common/limits';
import type { PresentationSummary } from '@common/schemas/presentations';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { formatDistanceToNow } from 'date-fns';
import { ArrowLeft, Copy, FileText, Lock, MoreVertical, Pencil, Plus, Share2, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useClient } from '../api/clients';
import {
  presentationKeys,
  useClientPresentations,
  useCreatePresentation,
  useDeletePresentation,
  useDuplicatePresentation,
} from '../api/presentations';
import { queryClient } from '../api/queryClient';
import { AppShell, PageHeading } from '../components/AppShell';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { matches, SearchBox } from '../components/SearchBox';
import { ShareDialog } from '../components/ShareDialog';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/menu';
import { Spinner } from '../components/ui/spinner';
import { toast, toastError } from '../components/ui/toast';
import { plural } from './Clients';

export default function ClientPresentations() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const { data: presentations, isLoading } = useClientPresentations(clientId);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PresentationSummary | null>(null);
  const remove = useDeletePresentation(clientId);
  const copy = useDuplicatePresentation(clientId);
  const shown = (presentations ?? []).filter((p) => matches(p.title || UNTITLED, query));

  async function duplicate(p: PresentationSummary) {
    try {
      await copy.mutateAsync(p.id);
      toast({ title: 'Presentation duplicated successfully' });
    } catch {
      toastError('Failed to duplicate presentation');
    }
  }

  return (
    <AppShell>
      <PageHeading
        title={`${client.data?.name ?? 'Client'} Presentations`}
        subtitle="Manage presentations for this client"
        back={
          <Button variant="outline" size="icon" asChild className="mt-1 shrink-0">
            <Link to="/app/clients" aria-label="Back to clients">
              <ArrowLeft />
            </Link>
          </Button>
        }
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus /> New Presentation
          </Button>
        }
      />
      <SearchBox value={query} onChange={setQuery} placeholder="Search presentations..." />
      {isLoading ? (
        <p className="py-16 text-center text-slate-500">Loading presentations...</p>
      ) : shown.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white py-16 text-center">
          <FileText className="mx-auto size-10 text-slate-300" />
          <p className="mt-3 font-semibold text-slate-600">No presentations found</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Presentations">
          {shown.map((p) => (
            <li key={p.id} className="group relative">
              <Link
                to={`/app/editor/${p.id}`}
                className="block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="relative border-b border-slate-100 bg-slate-100">
                  {p.firstSlide ? (
                    <div className="pointer-events-none">
                      <ScaledSlide
                        slide={{ ...p.firstSlide, content: p.firstSlide.content as SlideContent }}
                        options={{ deck: p.metadata }}
                      />
                    </div>
                  ) : (
                    <div className="flex aspect-video items-center justify-center text-slate-300">
                      <FileText className="size-12" />
                    </div>
                  )}
                  {p.isProtected && (
                    <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-white">
                      <Lock className="size-3" /> Protected
                    </span>
                  )}
                </div>
                <div className="p-4 pr-12">
                  <h2 className="truncate font-bold text-ink">{p.title || UNTITLED}</h2>
                  <p className="mt-1 text-sm text-slate-500">
                    {plural(p.slideCount, 'slide')} ·{' '}
                    {formatDistanceToNow(new Date(p.updatedAt), { addSuffix: true })}
                  </p>
                </div>
              </Link>
              <div className="absolute bottom-3 right-2">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${p.title || UNTITLED}`}>
                      <MoreVertical />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent>
                    <DropdownMenuItem onSelect={() => navigate(`/app/editor/${p.id}`)}>
                      <Pencil /> Edit
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setSharing(p.id)}>
                      <Share2 /> Share
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => duplicate(p)}>
                      <Copy /> Duplicate
                    </DropdownMenuItem>
                    <DropdownMenuItem destructive onSelect={() => setDeleting(p)}>
                      <Trash2 /> Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CreatePresentationDialog clientId={clientId} open={creating} onOpenChange={setCreating} />
      <ShareDialog
        presentationId={sharing}
        onClose={() => {
          setSharing(null);
          queryClient.invalidateQueries({ queryKey: presentationKeys.ofClient(clientId) });
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete “${deleting?.title || UNTITLED}”?`}
        description={`Its ${plural(deleting?.slideCount ?? 0, 'slide')}, versions and share links go with it. This cannot be undone.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ title: 'Presentation deleted successfully' });
              setDeleting(null);
            },
            onError: () => toastError('Failed to delete presentation'),
          })
        }
      />
    </AppShell>
  );
}

function CreatePresentationDialog({
  clientId,
  open,
  onOpenChange,
}: {
  clientId: string;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [title, setTitle] = useState('');
  const create = useCreatePresentation(clientId);
  const trimmed = title.trim();
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(
      { clientId, title: trimmed },
      {
        onSuccess: () => {
          toast({ title: 'Presentation created successfully' });
          setTitle('');
          onOpenChange(false);
        },
        onError: () => toastError('Failed to create presentation'),
      },
    );
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader
            title="Create New Presentation"
            description="Give the deck a working title; you can change it later"
          />
          <div className="grid gap-2">
            <Label htmlFor="presentation-title">Presentation Title</Label>
            <Input
              id="presentation-title"
              autoFocus
              value={title}
              maxLength={300}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Enter presentation title"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? 'Creating...' : 'Create Presentation'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
