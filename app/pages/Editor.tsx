import { NEW_SLIDE_TITLE, NEW_SLIDE_TYPE, UNTITLED } from '@common/limits';
import type { Operation } from '@common/schemas/operations';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ChatReply } from '../api/ai';
import { useDeckEvents } from '../api/deckEvents';
import { announceSlide } from '../api/presence';
import { type Slide, usePresentation } from '../api/presentations';
import { saveStatus } from '../api/saveStatus';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { toastError } from '../components/ui/toast';
import { AiComposer } from '../editor/assistant/AiComposer';
import { AssistantProvider } from '../editor/assistant/AssistantContext';
import { BriefPanel } from '../editor/BriefPanel';
import { ChatPanel } from '../editor/ChatPanel';
import { ConflictDialog } from '../editor/ConflictDialog';
import { ApprovalNotice } from '../editor/comments/ApprovalNotice';
import { CommentsProvider } from '../editor/comments/CommentsContext';
import { CommentsPanel } from '../editor/comments/CommentsPanel';
import { DraftCanvas } from '../editor/DraftCanvas';
import { moveEdit } from '../editor/deckEdits';
import { EditorShareDialog } from '../editor/EditorShareDialog';
import { EditorSidePanel, type PanelTab } from '../editor/EditorSidePanel';
import { type EditorDialog, EditorToolbar } from '../editor/EditorToolbar';
import { LivePreview } from '../editor/LivePreview';
import { OverflowNotice } from '../editor/OverflowNotice';
import { PhonePanelBar } from '../editor/PhonePanelBar';
import { PresenceBar } from '../editor/PresenceBar';
import { SlideColumn } from '../editor/SlideColumn';
import { SlideGrid } from '../editor/SlideGrid';
import { SlideInspector } from '../editor/SlideInspector';
import { SlideStage } from '../editor/SlideStage';
import { UploadDialog } from '../editor/UploadDialog';
import { useDeckHistory } from '../editor/useDeckHistory';
import { useUndoShortcuts } from '../editor/useUndoShortcuts';
import { VersionsDialog } from '../editor/VersionsDialog';

export default function Editor() {
  const { presentationId = '' } = useParams();
  const { data: p, isLoading, error } = usePresentation(presentationId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [deleting, setDeleting] = useState<Slide | null>(null);
  const [pending, setPending] = useState<'add' | 'delete' | null>(null);
  const history = useDeckHistory(presentationId);
  useEffect(() => saveStatus.opened(presentationId), [presentationId]);
  // The side panel shows the slide's details, or the conversation: on an empty deck, the chat
  // (its first draft is the way in), else the details; chosen once, when the deck arrives.
  const [tab, setTab] = useState<PanelTab | null>(null);
  // Bumped by the brief's "Draft the deck": the assistant sends the draft command.
  const [draftAsked, setDraftAsked] = useState(0);
  // Other people's (and other tabs') changes appear without a reload, and who else is here.
  const { people, tabId } = useDeckEvents(presentationId);
  const others = useMemo(() => people.filter((p) => p.tab !== tabId), [people, tabId]);
  // Kept while no one else moves: each presence beat (this tab's own included) brings a new list,
  // and a new map re-rendered every item of a long slide list (issue 32).
  const seen = others.map((o) => `${o.tab}\u0000${o.slideId}\u0000${o.name}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `seen` says when `others` really changed
  const viewers = useMemo(() => {
    const bySlide = new Map<string, typeof others>();
    for (const p of others) if (p.slideId) bySlide.set(p.slideId, [...(bySlide.get(p.slideId) ?? []), p]);
    return bySlide;
  }, [seen]);

  async function step(action: 'undo' | 'redo') {
    try {
      await history[action]();
    } catch (err) {
      toastError(`Could not ${action}: ${err instanceof Error ? err.message : 'unknown error'}`);
    }
  }
  useUndoShortcuts(
    () => step('undo'),
    () => step('redo'),
  );

  const slides = p?.slides ?? [];
  const loaded = p !== undefined;
  const empty = loaded && p.slides.length === 0;
  useEffect(() => {
    if (loaded) setTab((t) => t ?? (empty ? 'ai' : 'details'));
  }, [loaded, empty]);
  const panel = tab ?? 'details';
  const selected = slides.find((s) => s.id === selectedId) ?? null;
  // The first slide is selected by default, and again when the selected one disappears.
  useEffect(() => {
    if (slides.length && !slides.some((s) => s.id === selectedId)) setSelectedId(slides[0]!.id);
  }, [slides, selectedId]);
  // The others see which slide this tab is on.
  useEffect(() => {
    if (presentationId && selectedId) announceSlide(presentationId, tabId, selectedId);
  }, [presentationId, tabId, selectedId]);
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

  /**
   * A hand edit: one step of history. Success shows as "Saved" in the header rather than SPEC's
   * success toast, which covered the chat input (issue 20); failures keep their error toast.
   */
  function edit(label: string, operations: Operation[], failure: string) {
    return history.apply(label, operations).catch(() => {
      toastError(failure);
      return undefined;
    });
  }

  async function addSlide() {
    setPending('add');
    const reply = await edit(
      'Add slide',
      [{ op: 'add_slide', type: NEW_SLIDE_TYPE, title: NEW_SLIDE_TITLE, position: slides.length + 1 }],
      'Failed to create slide',
    );
    setPending(null);
    if (reply?.changedSlideIds[0]) setSelectedId(reply.changedSlideIds[0]);
    // A slide added by hand is one to fill in by hand: its details come forward.
    if (reply) setTab('details');
  }

  async function deleteSlide(slide: Slide) {
    setPending('delete');
    const reply = await edit(
      'Delete slide',
      [{ op: 'delete_slide', slideId: slide.id }],
      'Failed to delete slide',
    );
    setPending(null);
    if (reply) setDeleting(null);
  }

  /** One assistant turn, however many slides it touched, is one step of history. */
  function aiApplied(reply: ChatReply) {
    showChanged(reply.changedSlideIds);
    history.record('AI change', reply.inverses);
  }

  /** An accepted first draft: all its slides in one batch, so one Ctrl+Z takes them all back. */
  async function acceptDraft(operations: Record<string, unknown>[]) {
    const reply = await history.apply('AI draft', operations as Operation[]);
    showChanged(reply.changedSlideIds);
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

  const stage = selected ? (
    <SlideStage slide={selected} deck={p?.metadata} onApply={history.apply} />
  ) : (
    <div className="flex aspect-video items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white/60 p-6 text-center text-slate-600">
      {isLoading
        ? 'Loading slides...'
        : slides.length
          ? 'Select a slide to edit'
          : 'No slides yet. Add a slide to get started!'}
    </div>
  );

  return (
    <CommentsProvider presentationId={presentationId}>
      <AssistantProvider
        presentationId={presentationId}
        clientId={p?.clientId}
        // "This slide" in a message given while the deck loads means the slide then selected.
        ready={loaded && (empty || selectedId !== null)}
        slideId={selectedId}
        deck={p}
        chatShown={panel === 'ai'}
        onApplied={aiApplied}
        onAcceptDraft={acceptDraft}
        draftAsked={draftAsked}
      >
        {/* Columns from large screens up, the page itself never scrolling; on a phone the page
            scrolls, with the slide pinned at the top over its details. */}
        <div className="flex min-h-dvh flex-col bg-paper lg:h-dvh">
          <EditorToolbar
            presentationId={presentationId}
            presentation={p}
            history={history}
            onUndo={() => step('undo')}
            onRedo={() => step('redo')}
            onOpen={setDialog}
            onRename={(title) =>
              edit('Rename presentation', [{ op: 'update_title', title }], 'Failed to update presentation')
            }
            presence={<PresenceBar others={others} slides={slides} />}
          />

          <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
            <SlideColumn
              slides={slides}
              loading={isLoading}
              deck={p?.metadata}
              canAdd={Boolean(p)}
              adding={pending === 'add'}
              selectedId={selectedId}
              highlightId={highlightId}
              viewers={viewers}
              onAdd={addSlide}
              onSelect={setSelectedId}
              onMove={(ids, movedId) =>
                edit('Reorder slides', [moveEdit(movedId, ids)], 'Failed to reorder slides')
              }
              onRename={(id, title) =>
                edit('Rename slide', [{ op: 'update_slide', slideId: id, title }], 'Failed to update slide')
              }
              onDelete={setDeleting}
            />

            {/* The canvas: the slide (or a proposed draft) and the AI's one input, pinned, with
                what belongs to the slide beneath; beside it from xl up, the side panel. */}
            <main className="order-1 grid min-w-0 flex-1 grid-cols-1 content-start lg:order-none lg:overflow-y-auto xl:grid-cols-[minmax(0,1fr)_var(--editor-panel)] xl:grid-rows-[auto_minmax(0,1fr)] xl:content-stretch xl:overflow-hidden [--editor-panel:400px] 2xl:[--editor-panel:440px]">
              <div
                data-editor-stage
                className="sticky top-0 z-20 bg-paper/95 px-3 pb-2 pt-3 backdrop-blur sm:px-6 sm:pt-5 xl:static xl:col-start-1 xl:row-start-1 xl:bg-paper xl:backdrop-blur-none"
              >
                <div className="mx-auto w-full max-w-[min(64rem,calc((100dvh-13rem)*16/9))] space-y-2.5 sm:space-y-3">
                  <DraftCanvas deck={p?.metadata}>{stage}</DraftCanvas>
                  <AiComposer />
                </div>
              </div>
              <div className="order-3 min-w-0 px-3 pb-6 sm:px-6 xl:order-none xl:col-start-1 xl:row-start-2 xl:overflow-y-auto">
                {selected && (
                  <div className="mx-auto max-w-5xl space-y-4 pt-2">
                    <ApprovalNotice presentationId={presentationId} revision={p?.revision} />
                    <OverflowNotice
                      slide={selected}
                      position={slides.indexOf(selected) + 1}
                      deck={p?.metadata}
                      onSplit={(operations) => edit('Split slide', operations, 'Failed to split slide')}
                    />
                    <CommentsPanel slide={selected} deck={p?.metadata} slideIds={slides.map((s) => s.id)} />
                  </div>
                )}
              </div>
              <EditorSidePanel
                tab={panel}
                onTab={setTab}
                className="order-2 min-h-[32rem] border-y border-slate-200 xl:order-none xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:min-h-0 xl:border-y-0 xl:border-l"
                details={
                  selected ? (
                    <>
                      <SlideInspector slide={selected} deck={p?.metadata} onApply={history.apply} />
                      <LivePreview slide={selected} deck={p?.metadata} />
                    </>
                  ) : (
                    <p className="p-6 text-sm text-slate-600">
                      {isLoading ? 'Loading slides...' : 'A slide’s type, text, colours and notes show here.'}
                    </p>
                  )
                }
                chat={<ChatPanel />}
              />
            </main>
          </div>
          <PhonePanelBar slideCount={slides.length} onPanel={setTab} />
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
              <SlideGrid
                open={dialog === 'grid'}
                onOpenChange={(o) => setDialog(o ? 'grid' : null)}
                slides={slides}
                deck={p.metadata}
                currentId={selectedId}
                onOpenSlide={(id) => {
                  setSelectedId(id);
                  setDialog(null);
                }}
                onReorder={(ids) =>
                  edit(
                    'Reorder slides',
                    [{ op: 'reorder_slides', slideIds: ids }],
                    'Failed to reorder slides',
                  )
                }
                onDelete={(ids) =>
                  edit(
                    ids.length > 1 ? `Delete ${ids.length} slides` : 'Delete slide',
                    ids.map((slideId) => ({ op: 'delete_slide', slideId })),
                    'Failed to delete slides',
                  )
                }
              />
              <BriefPanel
                presentation={p}
                onApply={history.apply}
                open={dialog === 'brief'}
                onOpenChange={(o) => setDialog(o ? 'brief' : null)}
                onDraft={() => {
                  setDialog(null);
                  setTab('ai');
                  setDraftAsked((n) => n + 1);
                }}
              />
            </>
          )}
          <ConflictDialog />
          <ConfirmDialog
            open={Boolean(deleting)}
            onOpenChange={(o) => !o && setDeleting(null)}
            title={`Delete “${deleting?.title || UNTITLED}”?`}
            description="The slide is removed from the deck. Save a version first if you may want it back."
            confirmLabel="Delete slide"
            pending={pending === 'delete'}
            onConfirm={() => deleting && deleteSlide(deleting)}
          />
        </div>
      </AssistantProvider>
    </CommentsProvider>
  );
}
