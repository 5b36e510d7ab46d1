import { PRODUCT_NAME, SLIDE_HEIGHT, SLIDE_WIDTH } from '@common/limits';
import { FONT_SANS } from '@common/slides/theme';
import { metrics } from '@common/slides/types/metrics';
import { strategicTitle } from '@common/slides/types/strategic_title';
import type { SlideView } from '@common/slides/view';
import { ArrowRight, Sparkles, Users, Zap } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Logo } from '../components/Logo';
import { SiteNav } from '../components/SiteNav';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'AI-Powered',
    text: 'Type what you want — “add a metrics slide with revenue up 32% and NPS 71” — and the deck changes. Choose OpenAI, Anthropic or Gemini, or work fully offline.',
  },
  {
    icon: Users,
    title: 'Built for Teams',
    text: 'Every client gets a home for their decks, with a brief, a coverage checklist and saved versions, so anyone on the team can pick up where you left off.',
  },
  {
    icon: Zap,
    title: 'Lightning Fast',
    text: 'Turn a PDF or Word document into slides in seconds, present full screen, export to PDF, HTML or PowerPoint, and share a password-protected link.',
  },
];

const HERO_SLIDES: SlideView[] = [
  {
    type: 'strategic_title',
    title: 'Proposal',
    content: { clientName: 'Northwind Holdings', agency: 'Brightline Studio', date: 'March 2026' },
  },
  {
    type: 'metrics',
    title: 'The year in numbers',
    content: {
      metrics: [
        { value: '+32%', label: 'Revenue', subtext: 'year on year' },
        { value: '1.2M', label: 'Active users' },
        { value: '71', label: 'Net promoter score' },
      ],
    },
  },
];

/**
 * Two renderers only, not the whole set: the front door stays light (no sanitiser, no calculator).
 * The scale is a CSS variable rather than Scaled's measured state, so the page can also be served
 * pre-rendered with no app bundle (scripts/prerender.tsx), where public/fit-slides.js sets it.
 */
function HeroSlide({ children }: { children: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => el.style.setProperty('--slide-scale', String(el.clientWidth / SLIDE_WIDTH));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      data-fit-slide
      style={
        {
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          overflow: 'hidden',
          // About the hero's width on a desktop, until the real width is measured.
          '--slide-scale': HERO_SCALE_GUESS,
        } as React.CSSProperties
      }
    >
      <div
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: SLIDE_WIDTH,
          height: SLIDE_HEIGHT,
          overflow: 'hidden',
          fontFamily: FONT_SANS,
          transform: 'scale(var(--slide-scale))',
          transformOrigin: '0 0',
        }}
      >
        {children}
      </div>
    </div>
  );
}

const HERO_SCALE_GUESS = 0.27;

export default function Landing() {
  return (
    <div className="min-h-screen bg-white">
      <SiteNav
        links={[
          { to: '/about', label: 'Our Story' },
          { to: '/app', label: 'Get Started', primary: true },
        ]}
      />
      <main>
        <section className="relative overflow-hidden">
          <div className="pointer-events-none absolute -right-32 -top-32 size-[560px] rounded-full bg-brand-soft blur-3xl" />
          <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-5 pb-20 pt-16 sm:px-8 lg:grid-cols-[1.05fr_1fr] lg:pb-28 lg:pt-24">
            <div className="min-w-0">
              <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-orange-200 bg-brand-soft px-3 py-1 text-xs font-bold uppercase tracking-widest text-brand-dark">
                <Sparkles className="size-3.5" /> Slide decks for agencies
              </p>
              <h1 className="text-4xl font-black leading-[1.02] tracking-tight text-ink min-[400px]:text-5xl sm:text-6xl lg:text-7xl">
                Presentations, Reimagined
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
                {PRODUCT_NAME} is where agencies and consultants build their clients’ decks with an AI
                assistant: say what the slide should say, organise every deck by client, and send a link your
                client’s board will actually open.
              </p>
              <div className="mt-9 flex flex-wrap gap-3">
                <Link
                  to="/app"
                  className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand px-6 font-semibold text-white shadow-lg shadow-orange-500/25 hover:bg-brand-dark"
                >
                  Start Creating <ArrowRight className="size-4" />
                </Link>
                <Link
                  to="/about"
                  className="inline-flex h-12 items-center rounded-xl border border-slate-300 px-6 font-semibold text-ink hover:bg-slate-50"
                >
                  Learn More
                </Link>
              </div>
            </div>
            <div className="relative" aria-hidden>
              <div className="rotate-[-2deg] overflow-hidden rounded-2xl shadow-2xl ring-1 ring-slate-900/10">
                <HeroSlide>
                  <strategicTitle.Renderer
                    slide={HERO_SLIDES[0]!}
                    options={{}}
                    defaults={strategicTitle.defaults}
                  />
                </HeroSlide>
              </div>
              <div className="-mt-16 ml-10 mr-[-12px] rotate-[2deg] overflow-hidden rounded-2xl shadow-2xl ring-1 ring-slate-900/10 sm:ml-24">
                <HeroSlide>
                  <metrics.Renderer slide={HERO_SLIDES[1]!} options={{}} defaults={metrics.defaults} />
                </HeroSlide>
              </div>
            </div>
          </div>
        </section>

        <section className="border-y border-slate-100 bg-paper">
          <div className="mx-auto grid max-w-6xl gap-6 px-5 py-20 sm:px-8 md:grid-cols-3">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <article key={title} className="rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
                <div className="mb-5 flex size-11 items-center justify-center rounded-xl bg-ink text-brand">
                  <Icon className="size-5" />
                </div>
                <h2 className="text-xl font-bold text-ink">{title}</h2>
                <p className="mt-3 leading-relaxed text-slate-600">{text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-5 py-24 sm:px-8">
          <div className="relative overflow-hidden rounded-3xl bg-ink px-8 py-16 text-center sm:px-16">
            <div className="pointer-events-none absolute -bottom-24 -left-24 size-80 rounded-full bg-brand/30 blur-3xl" />
            <h2 className="relative text-3xl font-black tracking-tight text-white sm:text-5xl">
              Your next pitch deserves better slides.
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-slate-300">
              Create a client, describe the deck, and present it the same afternoon.
            </p>
            <Link
              to="/app"
              className="relative mt-8 inline-flex h-12 items-center gap-2 rounded-xl bg-brand px-7 font-semibold text-white hover:bg-brand-dark"
            >
              Get Started Free <ArrowRight className="size-4" />
            </Link>
          </div>
        </section>
      </main>
      <footer className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-5 py-8 text-sm text-slate-500 sm:flex-row sm:px-8">
          <span className="flex items-center gap-2">
            <Logo className="size-5" /> © 2025 {PRODUCT_NAME}. All rights reserved.
          </span>
          <Link to="/about" className="font-semibold hover:text-ink">
            Our Story
          </Link>
        </div>
      </footer>
    </div>
  );
}
