import { PRODUCT_NAME, SHARE_MAX_SLIDE_MS_PER_REPORT } from '@common/limits';
import type { ViewedPresentation } from '@common/schemas/shares';
import type { SlideContent } from '@common/slides/model';
import { Download, Lock, MessageSquare } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, apiRequest } from '../api/client';
import { DeckPlayer, useSlideKeys } from '../components/DeckPlayer';
import { Logo } from '../components/Logo';
import { CommentPins } from '../components/review/CommentPins';
import { EmailGate } from '../components/review/EmailGate';
import { useViewerReview } from '../components/review/useViewerReview';
import { type Point, pinsOf, ViewerReviewPanel } from '../components/review/ViewerReviewPanel';
import { Spinner } from '../components/ui/spinner';
import { useFollowSlide } from '../present/useFollowSlide';
import { useSharedDeckEvents } from '../present/useSharedDeckEvents';

type State =
  | { kind: 'loading' }
  | { kind: 'locked' }
  | { kind: 'missing'; message: string }
  | { kind: 'open'; deck: ViewedPresentation };

export default function SharedViewer() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  // First ask without a password: an open link, or a browser that already unlocked it, opens at once.
  useEffect(() => {
    apiRequest<ViewedPresentation>(`/api/view/${encodeURIComponent(token)}`, { body: {}, public: true })
      .then((deck) => setState({ kind: 'open', deck }))
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) setState({ kind: 'locked' });
        else if (err instanceof ApiError && err.status === 429) {
          setState({ kind: 'locked' });
          setError(err.serverMessage);
        } else
          setState({
            kind: 'missing',
            message:
              err instanceof ApiError && err.status === 404
                ? 'This link does not exist or is no longer shared.'
                : 'The presentation could not be loaded. Check your connection and reload.',
          });
      });
  }, [token]);

  const reviewing = state.kind === 'open' && Boolean(state.deck.allowComments || state.deck.askApproval);
  const review = useViewerReview(token);
  // A change to the deck makes an approval one of an earlier version: "Approve this version" again.
  const shownRevision = state.kind === 'open' ? state.deck.revision : undefined;
  const { reload } = review;
  useEffect(() => {
    if (reviewing && shownRevision !== undefined) void reload();
  }, [reviewing, shownRevision, reload]);
  // Live changes: the deck is read again, and keeps the visit's first viewId, so that analytics
  // count one visit however often the deck changes while it is open.
  useSharedDeckEvents(
    token,
    state.kind === 'open' ? state.deck.revision : undefined,
    async () => {
      try {
        const deck = await apiRequest<ViewedPresentation>(`/api/view/${encodeURIComponent(token)}`, {
          body: {},
          public: true,
        });
        setState((s) => (s.kind === 'open' ? { kind: 'open', deck: { ...deck, viewId: s.deck.viewId } } : s));
        return deck.revision;
      } catch (err) {
        // Revoked or expired while open, or its password changed: as a reload would show it.
        if (err instanceof ApiError && err.status === 404)
          setState({ kind: 'missing', message: 'This link does not exist or is no longer shared.' });
        else if (err instanceof ApiError && err.status === 401) setState({ kind: 'locked' });
        return undefined;
      }
    },
    { comment: (data) => review.arrived(data as Parameters<typeof review.arrived>[0]) },
  );

  useEffect(() => {
    if (state.kind === 'open') document.title = `${state.deck.title || 'Presentation'} · ${PRODUCT_NAME}`;
  }, [state]);

  async function unlock(e: FormEvent) {
    e.preventDefault();
    if (!password || pending) return;
    setPending(true);
    setError('');
    try {
      const deck = await apiRequest<ViewedPresentation>(`/api/view/${encodeURIComponent(token)}`, {
        body: { password },
        public: true,
      });
      setState({ kind: 'open', deck });
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage || 'Invalid password' : 'Invalid password');
    } finally {
      setPending(false);
    }
  }

  if (state.kind === 'loading') {
    return (
      <div className="fixed inset-0 flex items-center justify-center bg-ink">
        <Spinner className="size-6 text-white/60" />
      </div>
    );
  }
  if (state.kind === 'missing') {
    return (
      <main className="flex min-h-screen flex-col items-center justify-center bg-ink px-6 text-center text-white">
        <Logo className="size-10" />
        <h1 className="mt-6 text-2xl font-bold">Presentation not available</h1>
        <p className="mt-2 text-slate-300">{state.message}</p>
      </main>
    );
  }
  if (state.kind === 'locked') {
    return (
      <main className="flex min-h-screen items-center justify-center bg-ink px-6">
        <form onSubmit={unlock} className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-2xl">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-soft">
            <Lock className="size-5 text-brand" />
          </div>
          <h1 className="mt-4 text-center text-xl font-bold text-ink">Password Protected</h1>
          <p className="mt-1 text-center text-sm text-slate-500">
            This presentation requires a password to view
          </p>
          <label htmlFor="view-password" className="sr-only">
            Password
          </label>
          <input
            id="view-password"
            type="password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder="Enter password"
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? 'view-password-error' : undefined}
            className="mt-6 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand focus:outline-none"
          />
          {error && (
            <p id="view-password-error" role="alert" className="mt-2 text-sm text-red-600">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={!password || pending}
            className="mt-4 flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-ink font-semibold text-white hover:bg-ink-soft disabled:opacity-50"
          >
            {pending && <Spinner />}
            {pending ? 'Verifying...' : 'View Presentation'}
          </button>
        </form>
      </main>
    );
  }
  return <OpenDeck deck={state.deck} token={token} review={reviewing ? review : undefined} />;
}

/**
 * Tells the agency how long each slide was looked at: one small report when the slide changes or
 * the page is hidden. Nothing personal is sent; the server keeps a coarse device type only.
 */
function useSlideTimeReports(token: string, viewId: string, slideId: string | undefined, email?: string) {
  const since = useRef(Date.now());
  useEffect(() => {
    since.current = Date.now();
    if (!slideId) return;
    const send = () => {
      const ms = Math.min(Date.now() - since.current, SHARE_MAX_SLIDE_MS_PER_REPORT);
      since.current = Date.now();
      if (ms < 500) return;
      fetch(`/api/view/${encodeURIComponent(token)}/report`, {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ viewId, slideId, ms, ...(email ? { email } : {}) }),
      }).catch(() => undefined);
    };
    const onHide = () => document.visibilityState === 'hidden' && send();
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      send();
    };
  }, [token, viewId, slideId, email]);
}

/** The email a link asked for (issue 29), kept for this browser tab's session. */
const emailKey = (token: string) => `decksmith:view-email:${token}`;

function OpenDeck({
  deck,
  token,
  review,
}: {
  deck: ViewedPresentation;
  token: string;
  review?: ReturnType<typeof useViewerReview>;
}) {
  const { index, go } = useSlideKeys(deck.slides.length);
  const [picking, setPicking] = useState(false);
  const [point, setPoint] = useState<Point | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(true);
  const slideId = deck.slides[index]?.id;
  // A point belongs to the slide it was chosen on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the slide changes
  useEffect(() => {
    setPoint(null);
    setPicking(false);
  }, [slideId]);
  useFollowSlide(deck.slides, index, go);
  // A phone or tablet has no hover to reveal the controls: there they stay on screen.
  const [noHover] = useState(() => window.matchMedia('(hover: none)').matches);
  const [email, setEmail] = useState(() => sessionStorage.getItem(emailKey(token)) ?? '');
  useSlideTimeReports(
    token,
    deck.viewId,
    email || !deck.askEmail ? deck.slides[index]?.id : undefined,
    email,
  );
  if (deck.askEmail && !email)
    return (
      <EmailGate
        onEmail={(e) => {
          sessionStorage.setItem(emailKey(token), e);
          setEmail(e);
        }}
      />
    );
  if (!deck.slides.length) {
    return (
      <div className="fixed inset-0 flex items-center justify-center bg-black text-white/80">
        No slides to present
      </div>
    );
  }
  return (
    <DeckPlayer
      slides={deck.slides.map((s) => ({ ...s, content: s.content as SlideContent }))}
      deck={deck.metadata}
      theme={deck.theme}
      index={index}
      go={go}
      alwaysShowControls={noHover}
      overlay={
        review?.state && slideId ? (
          <CommentPins
            pins={pinsOf(review.state.comments, slideId)}
            point={point}
            picking={picking}
            onPoint={(p) => {
              setPoint(p);
              setPicking(false);
            }}
            onOpen={(c) => {
              setPanelOpen(true);
              setActiveId(c.id);
            }}
          />
        ) : undefined
      }
      aside={
        review?.state && slideId && panelOpen ? (
          <ViewerReviewPanel
            review={review}
            slideId={slideId}
            slideNumber={index + 1}
            picking={picking}
            onPick={setPicking}
            point={point}
            onClearPoint={() => setPoint(null)}
            activeId={activeId}
            onClose={() => setPanelOpen(false)}
          />
        ) : undefined
      }
      topLeft={
        <>
          <span className="rounded-lg bg-black/40 px-3 py-2 text-sm font-semibold">{deck.title}</span>
          {deck.allowDownload && (
            <a
              href={`/api/view/${encodeURIComponent(token)}/pdf`}
              download
              className="flex items-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20"
            >
              <Download className="size-4" /> Download PDF
            </a>
          )}
          {review?.state && !panelOpen && (
            <button
              type="button"
              onClick={() => setPanelOpen(true)}
              className="flex items-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20"
            >
              <MessageSquare className="size-4" /> Comments
            </button>
          )}
        </>
      }
    />
  );
}
