import { PDF_READY_DELAY_MS, SLIDE_HEIGHT, SLIDE_WIDTH } from '@common/limits';
import type { DeckMetadata } from '@common/slides/deckDefaults';
import type { SlideContent } from '@common/slides/model';
import { SlideCanvas } from '@common/slides/SlideCanvas';
import { Maximize, Minimize, MonitorSpeaker, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDeckTheme } from '../api/brand';
import { useDeckEvents } from '../api/deckEvents';
import { usePresentation } from '../api/presentations';
import { DeckPlayer, useSlideKeys } from '../components/DeckPlayer';
import { enterFullscreen, exitFullscreen } from '../present/fullscreen';
import { openPresenterView, usePresenterSync } from '../present/presenterChannel';
import { useFollowSlide } from '../present/useFollowSlide';

const controlClass =
  'flex items-center gap-1.5 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold hover:bg-white/20';

export default function Presenter() {
  const { presentationId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data: p, isLoading } = usePresentation(presentationId);
  const slides = p?.slides ?? [];
  const exit = useCallback(() => navigate(`/app/editor/${presentationId}`), [navigate, presentationId]);
  const { index, go } = useSlideKeys(slides.length, exit);
  const pdf = params.get('pdf') === 'true';
  // Others' changes show while presenting (issue 22); the PDF renderer prints one moment's deck.
  useDeckEvents(pdf ? '' : presentationId, { presence: false });
  useFollowSlide(p?.slides, index, go);
  const slideIds = useMemo(() => slides.map((s) => s.id), [slides]);
  usePresenterSync(presentationId, index, go, !pdf && slides.length > 0, slideIds);
  const fullscreen = useFullscreen(!pdf);
  // P opens the presenter view (notes, next slide, timer) beside the full-screen slide.
  useEffect(() => {
    if (pdf) return;
    function onKey(e: KeyboardEvent) {
      if (e.key.toLowerCase() !== 'p' || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      openPresenterView(presentationId);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pdf, presentationId]);
  const theme = useDeckTheme(presentationId);

  if (pdf) return <PrintLayout slides={slides} deck={p?.metadata} ready={!isLoading && Boolean(p)} />;

  if (isLoading) return <Message text="Loading presentation..." />;
  if (!slides.length) return <Message text="No slides to present" />;
  return (
    <DeckPlayer
      slides={slides.map((s) => ({ ...s, content: s.content as SlideContent }))}
      deck={p?.metadata}
      theme={theme}
      index={index}
      go={go}
      topLeft={
        <>
          <Link to={`/app/editor/${presentationId}`} className={controlClass}>
            <X className="size-4" /> Exit
          </Link>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={controlClass}
              onClick={() => openPresenterView(presentationId)}
              title="Presenter view (P)"
            >
              <MonitorSpeaker className="size-4" /> Presenter view
            </button>
            <button
              type="button"
              className={controlClass}
              onClick={fullscreen.toggle}
              aria-pressed={fullscreen.on}
              title={fullscreen.on ? 'Leave full screen' : 'Full screen'}
            >
              {fullscreen.on ? <Minimize className="size-4" /> : <Maximize className="size-4" />}
              <span className="sr-only">Full screen</span>
            </button>
          </div>
        </>
      }
    />
  );
}

/**
 * "Present" shows the slide browser-full-screen: asked for on arrival (the click on Present is the
 * gesture the browser wants; the editor asks first, this covers a reload), left on the way out.
 */
function useFullscreen(enabled: boolean) {
  const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    if (!enabled) return;
    const sync = () => setOn(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    void enterFullscreen().then(sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      void exitFullscreen();
    };
  }, [enabled]);
  const toggle = useCallback(() => {
    void (document.fullscreenElement ? exitFullscreen() : enterFullscreen());
  }, []);
  return { on, toggle };
}

function Message({ text }: { text: string }) {
  return (
    <div className="fixed inset-0 flex items-center justify-center bg-black text-lg text-white/80">
      {text}
    </div>
  );
}

/** SPEC's pdf layout: every slide at 1920×1080 with page breaks, and a ready marker after 1 s. */
function PrintLayout({
  slides,
  deck,
  ready,
}: {
  slides: { id: string; type: string; title: string; content: unknown }[];
  deck?: DeckMetadata;
  ready: boolean;
}) {
  const theme = useDeckTheme();
  // Printed once the theme has come too, so the PDF is never drawn in the default look first.
  ready = ready && theme !== undefined;
  useEffect(() => {
    if (!ready) return;
    const t = setTimeout(() => document.body.setAttribute('data-pdf-ready', 'true'), PDF_READY_DELAY_MS);
    return () => clearTimeout(t);
  }, [ready]);
  return (
    <div>
      <style>{`@page{size:${SLIDE_WIDTH}px ${SLIDE_HEIGHT}px;margin:0}body{margin:0;background:#fff}`}</style>
      {slides.map((s) => (
        <section
          key={s.id}
          style={{ width: SLIDE_WIDTH, height: SLIDE_HEIGHT, breakAfter: 'page', overflow: 'hidden' }}
        >
          <SlideCanvas
            slide={{ ...s, content: s.content as SlideContent }}
            options={{ htmlFrame: 'static', deck, theme }}
          />
        </section>
      ))}
    </div>
  );
}
