import { PRODUCT_NAME } from '@common/limits';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { SiteNav } from '../components/SiteNav';

const SECTIONS = [
  {
    title: 'The Challenge',
    body: [
      'Agencies live in decks. Every pitch, every quarterly review, every proposal ends up as slides — and most of them are built the night before, by copying last month’s deck and fighting the layout until two in the morning.',
      'The work that matters — understanding the client, shaping the argument, choosing the three numbers that make the case — gets squeezed by the work that doesn’t: aligning boxes, renaming files, and emailing “final_v7.pdf”.',
    ],
  },
  {
    title: 'The Vision',
    body: [
      `${PRODUCT_NAME} gives the busywork to an assistant and keeps the judgement with you. You say what a slide should say; it becomes a slide. You drop in the client’s brief; it becomes a first draft. You press Present, or send a link, and it looks like the agency you are.`,
    ],
  },
  {
    title: 'How It Works',
    body: [
      'Create a client, then a presentation. Type a command — “add a metrics slide with revenue up 32%, 1.2M users and NPS 71”, “make this slide navy” — and watch the deck change. Pick the AI model you trust: OpenAI, Anthropic or Gemini, or our offline engine when nothing may leave the building.',
      'Upload PDFs, Word documents and web pages, and turn them into slides in one step. Reorder by drag and drop, save versions before big changes, keep a brief and a coverage checklist beside the deck, then export to PDF, HTML or PowerPoint.',
    ],
  },
  {
    title: 'Built for Collaboration',
    body: [
      'Every deck lives under its client, with its brief, its checklist and its history, so the account lead, the strategist and the designer all work from the same page. Share a password-protected link with the client and see whether it was read.',
    ],
  },
  {
    title: "What's Next",
    body: [
      'Real-time collaboration, so a whole team can shape one deck at once. Interactive components that turn slides into working tools — like the team cost calculator already inside. And custom branding, so every export carries your agency’s look without a single manual tweak.',
    ],
  },
];

export default function About() {
  return (
    <div className="min-h-screen bg-white">
      <SiteNav
        links={[
          { to: '/', label: 'Home' },
          { to: '/app', label: 'Get Started', primary: true },
        ]}
      />
      <main className="mx-auto max-w-3xl px-5 pb-24 pt-10 sm:px-8">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-500 hover:text-ink"
        >
          <ArrowLeft className="size-4" /> Back to Home
        </Link>
        <p className="mt-10 text-xs font-bold uppercase tracking-[0.2em] text-brand">Our Story</p>
        <h1 className="mt-3 text-4xl font-black leading-tight tracking-tight text-ink sm:text-6xl">
          We built the deck tool we wanted at 2 a.m.
        </h1>
        <div className="mt-14 space-y-14">
          {SECTIONS.map((s, i) => (
            <section key={s.title} className="grid gap-4 sm:grid-cols-[80px_1fr]">
              <span className="text-sm font-bold tabular-nums text-slate-600">0{i + 1}</span>
              <div>
                <h2 className="text-2xl font-extrabold tracking-tight text-ink">{s.title}</h2>
                {s.body.map((p) => (
                  <p key={p.slice(0, 20)} className="mt-4 text-lg leading-relaxed text-slate-600">
                    {p}
                  </p>
                ))}
              </div>
            </section>
          ))}
        </div>
        <div className="mt-20 rounded-3xl bg-ink p-10 text-center">
          <h2 className="text-3xl font-black text-white">Ready when your next deck is.</h2>
          <Link
            to="/app"
            className="mt-6 inline-flex h-12 items-center gap-2 rounded-xl bg-brand px-7 font-semibold text-white hover:bg-brand-dark"
          >
            Start Creating <ArrowRight className="size-4" />
          </Link>
        </div>
      </main>
    </div>
  );
}
