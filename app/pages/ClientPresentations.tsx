import { UNTITLED } from '@common/limits';
import type { PresentationSummary } from '@common/schemas/presentations';
import type { SlideContent } from '@common/slides/model';
import { ScaledSlide } from '@common/slides/ScaledSlide';
import { deckThemeOf } from '@common/themes/brandKit';
import { formatDistanceToNow } from 'date-fns';
import {
  ArrowLeft,
  Copy,
  FileText,
  Lock,
  MoreVertical,
  Pencil,
  Plus,
  Share2,
  TextCursorInput,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBrandKit } from '../api/brand';
import { ApiError } from '../api/client';
import { useClient } from '../api/clients';
import {
  presentationKeys,
  useClientPresentations,
  useDeletePresentation,
  useDuplicatePresentation,
} from '../api/presentations';
import { queryClient } from '../api/queryClient';
import { AppShell, PageHeading } from '../components/AppShell';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImportPowerPointButton } from '../components/ImportPowerPointButton';
import { CreatePresentationDialog, RenamePresentationDialog } from '../components/PresentationDialogs';
import { matches, SearchBox } from '../components/SearchBox';
import { ShareDialog } from '../components/ShareDialog';
import { Button } from '../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../components/ui/menu';
import { toast, toastError } from '../components/ui/toast';
import type { EditorEntry } from '../editor/EditorToolbar';
import { plural } from './Clients';

export default function ClientPresentations() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const client = useClient(clientId);
  // The cards draw each deck in its theme: its own pick, else this client's kit (issue 32).
  const kit = useBrandKit(clientId).data;
  const themeOfCard = (p: PresentationSummary) =>
    deckThemeOf(p.themeId, kit && { values: kit, saved: kit.saved }, client.data?.name ?? '');
  const { data: presentations, isLoading } = useClientPresentations(clientId);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PresentationSummary | null>(null);
  const [renaming, setRenaming] = useState<PresentationSummary | null>(null);
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

  // A made-up or deleted client's page is not an empty list one could add presentations to.
  if (client.error instanceof ApiError && client.error.status === 404) {
    return (
      <AppShell>
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <h1 className="text-2xl font-bold text-ink">Client not found</h1>
          <p className="mt-2 text-slate-600">This client does not exist or has been deleted.</p>
          <Button asChild className="mt-6">
            <Link to="/app/clients">
              <ArrowLeft /> Back to clients
            </Link>
          </Button>
        </div>
      </AppShell>
    );
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
          <div className="flex gap-2">
            <ImportPowerPointButton clientId={clientId} />
            <Button onClick={() => setCreating(true)}>
              <Plus /> New Presentation
            </Button>
          </div>
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
                state={{ clientId } satisfies EditorEntry}
                className="block overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="relative border-b border-slate-100 bg-slate-100">
                  {p.firstSlide ? (
                    <div className="pointer-events-none">
                      <ScaledSlide
                        slide={{ ...p.firstSlide, content: p.firstSlide.content as SlideContent }}
                        options={{ deck: p.metadata, theme: themeOfCard(p) }}
                      />
                    </div>
                  ) : (
                    <div className="flex aspect-video items-center justify-center text-slate-300">
                      <FileText className="size-12" />
                    </div>
                  )}
                </div>
                <div className="p-4 pr-12">
                  <h2 className="truncate font-bold text-ink" title={p.title || UNTITLED}>
                    {p.title || UNTITLED}
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                    <span>
                      {plural(p.slideCount, 'slide')} ·{' '}
                      {formatDistanceToNow(new Date(p.updatedAt), { addSuffix: true })}
                    </span>
                    {/* Below the thumbnail, so it never covers the slide's title (issue 20). */}
                    {p.isProtected && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white">
                        <Lock className="size-3" /> Protected
                      </span>
                    )}
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
                    <DropdownMenuItem
                      onSelect={() =>
                        navigate(`/app/editor/${p.id}`, { state: { clientId } satisfies EditorEntry })
                      }
                    >
                      <Pencil /> Edit
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => setRenaming(p)}>
                      <TextCursorInput /> Rename
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
      <RenamePresentationDialog
        clientId={clientId}
        presentation={renaming}
        onClose={() => setRenaming(null)}
      />
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
        title={
          deleting?.slideCount ? `Delete “${deleting.title || UNTITLED}”?` : 'Delete this empty presentation?'
        }
        description={
          deleting?.slideCount
            ? `Its ${plural(deleting.slideCount, 'slide')}, versions and share links go with it. This cannot be undone.`
            : `“${deleting?.title || UNTITLED}” has no slides; its versions and share links go with it. This cannot be undone.`
        }
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
