import { NEW_SLIDE_TITLE, NEW_SLIDE_TYPE, UNTITLED } from '@common/limits';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrowLeft,
  BookOpen,
  History,
  Loader2,
  Play,
  Plus,
  Redo2,
  Share2,
  Undo2,
  Upload,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { apiRequest } from '../api/client';
import {
  keys,
  type Slide,
  useCreateSlide,
  useDeleteSlide,
  usePresentation,
  useReorderSlides,
  useUpdateSlide,
} from '../api/hooks';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Button } from '../components/ui/button';
import { toast, toastError } from '../components/ui/toast';
import { AiCommandBar } from '../editor/AiCommandBar';
import { BriefPanel } from '../editor/BriefPanel';
import { ChatPanel } from '../editor/ChatPanel';
import { EditorShareDialog } from '../editor/EditorShareDialog';
import { ExportButtons } from '../editor/ExportButtons';
import { SlideInspector } from '../editor/SlideInspector';
import { SlideList } from '../editor/SlideList';
import { SlideStage } from '../editor/SlideStage';
import { UploadDialog } from '../editor/UploadDialog';
import { useUndo } from '../editor/useUndo';
import { VersionsDialog } from '../editor/VersionsDialog';

export default function Editor() {
  const { presentationId = '' } = useParams();
  const { data: p, isLoading, error } = usePresentation(presentationId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'upload' | 'versions' | 'share' | 'brief' | null>(null);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const createSlide = useCreateSlide(presentationId);
  const updateSlide = useUpdateSlide(presentationId);
  const deleteSlide = useDeleteSlide(presentationId);
  const reorder = useReorderSlides(presentationId);
  const history = useUndo();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: keys.presentation(presentationId) });
  const patchSlide = (id: string, body: Record<string, unknown>) =>
    apiRequest(`/api/slides/${history.resolve(id)}`, { method: 'PATCH', body });
  const orderTo = (ids: string[]) =>
    apiRequest(`/api/presentations/${presentationId}/reorder`, {
      body: { slideIds: ids.map(history.resolve) },
    });
  const recreate = async (s: Slide, order: number) => {
    const made = await apiRequest<Slide>('/api/slides', {
      body: { presentationId, order, type: s.type, title: s.title, content: s.content, notes: s.notes },
    });
    history.alias(history.resolve(s.id), made.id);
  };
  /** Records a change to one slide's fields so it can be undone and redone. */
  const recordEdit = (
    label: string,
    id: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) =>
    history.record({
      label,
      undo: () => patchSlide(id, before).then(refresh),
      redo: () => patchSlide(id, after).then(refresh),
    });
  async function step(action: 'undo' | 'redo') {
    try {
      await (action === 'undo' ? history.undo() : history.redo());
    } catch (err) {
      await refresh();
      toastError(`Could not ${action}: ${err instanceof Error ? err.message : 'unknown error'}`);
    }
  }
  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z or Ctrl+Y redoes, except while typing in a field.
  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const el = e.target as HTMLElement | null;
      if (
        el &&
        (el.tagName === 'INPUT' ||
          el.tagName === 'TEXTAREA' ||
          el.tagName === 'SELECT' ||
          el.isContentEditable)
      )
        return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        step('undo');
      } else if ((key === 'z' && e.shiftKey) || key === 'y') {
        e.preventDefault();
        step('redo');
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const slides = p?.slides ?? [];
  const selected = slides.find((s) => s.id === selectedId) ?? null;
  // The first slide is selected by default, and again when the selected one disappears.
  useEffect(() => {
    if (slides.length && !slides.some((s) => s.id === selectedId)) setSelectedId(slides[0]!.id);
  }, [slides, selectedId]);
  /** After an AI change, the first changed slide is selected and lights up in the list. */
  function showChanged(ids: string[]) {
    if (!ids[0]) return;
    setSelectedId(ids[0]);
    setHighlightId(ids[0]);
  }
  useEffect(() => {
    if (!highlightId) return;
    const t = setTimeout(() => setHighlightId(null), 2500);
    return () => clearTimeout(t);
  }, [highlightId]);
  useEffect(() => {
    document.title = p ? `${p.title || UNTITLED} · Decksmith` : 'Decksmith';
  }, [p]);

  function addSlide() {
    createSlide.mutate(
      { presentationId, order: slides.length + 1, type: NEW_SLIDE_TYPE, title: NEW_SLIDE_TITLE, content: {} },
      {
        onSuccess: (s) => {
          setSelectedId(s.id);
          toast({ title: 'Slide created successfully' });
          history.record({
            label: 'Add slide',
            undo: () =>
              apiRequest(`/api/slides/${history.resolve(s.id)}`, { method: 'DELETE' }).then(refresh),
            redo: () => recreate(s, s.order).then(refresh),
          });
        },
        onError: () => toastError('Failed to create slide'),
      },
    );
  }

  if (error) {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-paper p-8 text-center">
        <h1 className="text-2xl font-bold">This presentation could not be opened</h1>
        <p className="text-slate-600">{error.message}</p>
        <Link to="/app/clients" className="font-semibold text-brand">
          Back to clients
        </Link>
      </main>
    );
  }

  const back = p?.clientId ? `/app/clients/${p.clientId}/presentations` : '/app/clients';
  return (
    // Side by side from large screens up; on a phone the columns stack and the page scrolls.
    <div className="flex min-h-screen flex-col bg-paper lg:h-screen">
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-2.5">
        <Button variant="ghost" size="icon" asChild>
          <Link to={back} aria-label="Back to presentations">
            <ArrowLeft />
          </Link>
        </Button>
        <div className="min-w-0 max-w-64">
          <h1 className="truncate font-bold leading-tight text-ink">
            {p ? p.title || UNTITLED : 'Loading…'}
          </h1>
          <p className="truncate text-xs text-slate-500">{p?.clientName}</p>
        </div>
        <div className="min-w-64 flex-1">
          <AiCommandBar
            presentationId={presentationId}
            clientId={p?.clientId}
            slideId={selectedId}
            onChanged={showChanged}
          />
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Undo"
            title={history.nextUndo ? `Undo ${history.nextUndo} (Ctrl+Z)` : 'Nothing to undo'}
            disabled={!history.canUndo}
            onClick={() => step('undo')}
          >
            <Undo2 />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Redo"
            title={history.nextRedo ? `Redo ${history.nextRedo} (Ctrl+Shift+Z)` : 'Nothing to redo'}
            disabled={!history.canRedo}
            onClick={() => step('redo')}
          >
            <Redo2 />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('upload')}>
            <Upload /> <span className="hidden xl:inline">Upload Asset</span>
            <span className="sr-only xl:hidden">Upload Asset</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('versions')}>
            <History /> <span className="hidden xl:inline">Versions</span>
            <span className="sr-only xl:hidden">Versions</span>
          </Button>
          <ExportButtons presentationId={presentationId} title={p?.title ?? ''} />
          <Button variant="outline" size="sm" onClick={() => setDialog('share')}>
            <Share2 /> <span className="hidden xl:inline">Share</span>
            <span className="sr-only xl:hidden">Share</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDialog('brief')}>
            <BookOpen /> <span className="hidden xl:inline">Presentation Brief</span>
            <span className="sr-only xl:hidden">Presentation Brief</span>
          </Button>
          <Button size="sm" variant="brand" asChild>
            <Link to={`/app/present/${presentationId}`}>
              <Play /> Present
            </Link>
          </Button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <aside className="order-2 flex max-h-[80vh] w-full shrink-0 flex-col border-y border-slate-200 bg-white lg:order-none lg:max-h-none lg:w-[320px] lg:border-y-0 lg:border-r">
          <div className="border-b border-slate-100 p-3">
            <Button className="w-full" onClick={addSlide} disabled={createSlide.isPending || !p}>
              {createSlide.isPending ? <Loader2 className="animate-spin" /> : <Plus />} Add Slide
            </Button>
          </div>
          <div className="flex-1 overflow-y-auto p-3">
            {isLoading ? (
              <p className="p-4 text-center text-sm text-slate-500">Loading slides...</p>
            ) : slides.length === 0 ? (
              <p className="p-4 text-center text-sm text-slate-500">
                No slides yet. Add a slide to get started!
              </p>
            ) : (
              <SlideList
                slides={slides}
                deck={p?.metadata}
                selectedId={selectedId}
                highlightId={highlightId}
                onSelect={setSelectedId}
                onReorder={(ids) => {
                  const before = slides.map((x) => x.id);
                  reorder.mutate(ids, {
                    onSuccess: () =>
                      history.record({
                        label: 'Reorder slides',
                        undo: () => orderTo(before).then(refresh),
                        redo: () => orderTo(ids).then(refresh),
                      }),
                    onError: () => toastError('Failed to reorder slides'),
                  });
                }}
                onRename={(id, title) => {
                  const before = slides.find((x) => x.id === id)?.title ?? '';
                  updateSlide.mutate(
                    { id, title },
                    {
                      onSuccess: () => {
                        toast({ title: 'Slide updated successfully' });
                        recordEdit('Rename slide', id, { title: before }, { title });
                      },
                      onError: () => toastError('Failed to update slide'),
                    },
                  );
                }}
                onDelete={setDeleting}
              />
            )}
          </div>
        </aside>

        <main className="order-1 min-w-0 flex-1 overflow-y-auto p-3 sm:p-6 lg:order-none">
          {selected ? (
            <div className="mx-auto max-w-5xl space-y-6">
              <SlideStage slide={selected} deck={p?.metadata} />
              <SlideInspector
                slide={selected}
                presentationId={presentationId}
                deck={p?.metadata}
                onSaved={(before, after) => recordEdit('Edit slide', selected.id, before, after)}
              />
            </div>
          ) : (
            <div className="flex h-full items-center justify-center text-slate-500">
              {isLoading
                ? 'Loading slides...'
                : slides.length
                  ? 'Select a slide to edit'
                  : 'No slides yet. Add a slide to get started!'}
            </div>
          )}
        </main>

        {p && (
          <ChatPanel
            presentationId={presentationId}
            clientId={p.clientId}
            slideId={selectedId}
            onChanged={showChanged}
          />
        )}
      </div>

      {p && (
        <>
          <UploadDialog
            presentationId={presentationId}
            open={dialog === 'upload'}
            onOpenChange={(o) => setDialog(o ? 'upload' : null)}
          />
          <VersionsDialog
            presentationId={presentationId}
            open={dialog === 'versions'}
            onOpenChange={(o) => setDialog(o ? 'versions' : null)}
          />
          <EditorShareDialog
            presentationId={presentationId}
            open={dialog === 'share'}
            onOpenChange={(o) => setDialog(o ? 'share' : null)}
          />
          <BriefPanel
            presentation={p}
            open={dialog === 'brief'}
            onOpenChange={(o) => setDialog(o ? 'brief' : null)}
          />
        </>
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={`Delete “${deleting?.title || UNTITLED}”?`}
        description="The slide is removed from the deck. Save a version first if you may want it back."
        confirmLabel="Delete slide"
        pending={deleteSlide.isPending}
        onConfirm={() =>
          deleting &&
          deleteSlide.mutate(deleting.id, {
            onSuccess: () => {
              const gone = deleting;
              const order = slides.findIndex((x) => x.id === gone.id) + 1;
              history.record({
                label: 'Delete slide',
                undo: () => recreate(gone, order).then(refresh),
                redo: () =>
                  apiRequest(`/api/slides/${history.resolve(gone.id)}`, { method: 'DELETE' }).then(refresh),
              });
              setDeleting(null);
            },
            onError: () => toastError('Failed to delete slide'),
          })
        }
      />
    </div>
  );
}
