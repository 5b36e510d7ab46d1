import { describe, expect, test } from 'vitest';
import type { TimelineStep } from '../../content';
import { DATA_WIDTH } from '../titled';
import { layoutTimeline, TIMELINE_LINE } from './layout';

const timeline = (steps: TimelineStep[]) => ({ type: 'timeline', title: 'Rollout', content: { steps } });
const THREE: TimelineStep[] = [
  { label: 'Pilot at York', date: 'Mar–Apr 2027' },
  { label: 'Remaining 11 hotels', date: 'May–June' },
  { label: 'Full review', date: 'Sept 2027' },
];
const FIVE: TimelineStep[] = [
  { label: 'Teaser', date: '2 Feb to 22 Feb 2027', text: 'Social teasers, waitlist page' },
  { label: 'Pre-order', date: '23 Feb 2027 to 15 Mar', text: 'Pre-order with a free case skin' },
  { label: 'Launch', date: '16 March 2027', text: 'Sale at calloway.com, Amazon UK/DE, John Lewis' },
  { label: 'Retail rollout', date: 'April–May 2027', text: 'In-store demo units in 180 stores' },
  { label: 'Review', date: '30 June 2027', text: 'Sales vs target, go/no-go on the next markets' },
];

/** The top and bottom of everything a timeline draws under its title: dates, nodes, labels, texts. */
function drawn(l: ReturnType<typeof layoutTimeline>) {
  const boxes = l.steps.flatMap((s) => [s.date, s.label, s.text].filter((b) => b.h > 0));
  const nodes = l.steps.map((s) => s.node.y);
  return {
    top: Math.min(...boxes.map((b) => b.y), ...nodes.map((y) => y - TIMELINE_LINE.node / 2)),
    bottom: Math.max(...boxes.map((b) => b.y + b.h), ...nodes.map((y) => y + TIMELINE_LINE.node / 2)),
  };
}

describe('a timeline uses the slide (issue 32)', () => {
  test.each([
    ['three steps', THREE],
    ['five steps with texts', FIVE],
  ])('%s: the process rests in the middle of the room under the title, within 5%', (_, steps) => {
    const l = layoutTimeline(timeline(steps));
    expect(l.fit.overflow).toBe(false);
    expect(l.room.top).toBeGreaterThan(l.title.y + l.title.h);
    expect(l.room.top + l.room.h).toBe(1080 - 110);
    const { top, bottom } = drawn(l);
    // Once set a little higher (42% of the spare room above it), with the lower half of the slide empty.
    expect(Math.abs((top + bottom) / 2 - (l.room.top + l.room.h / 2)) / l.room.h).toBeLessThanOrEqual(0.05);
    expect(top).toBeGreaterThanOrEqual(l.room.top);
  });

  test('the steps share the width: the line spans it, the last step’s text ends near the right margin', () => {
    const l = layoutTimeline(timeline(FIVE));
    expect(l.line.w).toBe(DATA_WIDTH);
    const last = l.steps.at(-1)!;
    expect(last.label.x + last.label.w).toBeGreaterThanOrEqual(140 + DATA_WIDTH - TIMELINE_LINE.gutter);
  });

  test('a short plan is set large: three steps’ labels at 60 px or more, dates at 34, nodes of 40', () => {
    const l = layoutTimeline(timeline(THREE));
    // Once 56 and 32 on 30 px nodes: a thin band across a slide of empty space.
    expect(l.steps[0]!.label.size).toBeGreaterThanOrEqual(60);
    expect(l.steps[0]!.date.size).toBeGreaterThanOrEqual(34);
    expect(TIMELINE_LINE.node).toBeGreaterThanOrEqual(40);
    expect(l.steps[0]!.label.size).toBeGreaterThan(layoutTimeline(timeline(FIVE)).steps[0]!.label.size);
  });
});
