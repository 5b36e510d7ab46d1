import { add, copyOf, drop, NAVY, order, patch, slide, WHITE } from './deck';
import type { Phrasing } from './types';

/** Moving, deleting and duplicating slides, and several commands in one message. */
export const ARRANGE: Phrasing[] = [
  // move
  { say: 'move slide 5 to the start', op: 'move', deck: (d) => order(d, ['s5', 's1', 's2', 's3', 's4']) },
  { say: 'move slide 1 to the end', op: 'move', deck: (d) => order(d, ['s2', 's3', 's4', 's5', 's1']) },
  {
    say: 'move this slide up',
    op: 'move',
    selected: 's3',
    deck: (d) => order(d, ['s1', 's3', 's2', 's4', 's5']),
  },
  {
    say: 'move this slide down',
    op: 'move',
    selected: 's3',
    deck: (d) => order(d, ['s1', 's2', 's4', 's3', 's5']),
  },
  { say: 'move slide 2 after slide 4', op: 'move', deck: (d) => order(d, ['s1', 's3', 's4', 's2', 's5']) },
  { say: 'move slide 4 to position 2', op: 'move', deck: (d) => order(d, ['s1', 's4', 's2', 's3', 's5']) },
  {
    say: 'move the last slide before slide 2',
    op: 'move',
    deck: (d) => order(d, ['s1', 's5', 's2', 's3', 's4']),
  },
  {
    say: 'move the Results slide to the start',
    op: 'move',
    deck: (d) => order(d, ['s3', 's1', 's2', 's4', 's5']),
  },
  { say: 'put slide 2 at the end', op: 'move', deck: (d) => order(d, ['s1', 's3', 's4', 's5', 's2']) },
  {
    say: 'move it after the Belief slide',
    op: 'move',
    selected: 's2',
    deck: (d) => order(d, ['s1', 's3', 's4', 's2', 's5']),
  },
  { say: 'make slide 4 the first slide', op: 'move', deck: (d) => order(d, ['s4', 's1', 's2', 's3', 's5']) },
  { say: 'swap slides 2 and 3', op: 'move', deck: (d) => order(d, ['s1', 's3', 's2', 's4', 's5']) },
  { say: 'swap 2 and 4', op: 'move', deck: (d) => order(d, ['s1', 's4', 's3', 's2', 's5']) },
  { say: 'switch slides 2 and 4', op: 'move', deck: (d) => order(d, ['s1', 's4', 's3', 's2', 's5']) },
  { say: 'mvoe slide 3 to the begining', op: 'move', deck: (d) => order(d, ['s3', 's1', 's2', 's4', 's5']) },
  { say: 'Move slide five up one', op: 'move', deck: (d) => order(d, ['s1', 's2', 's3', 's5', 's4']) },
  // delete
  { say: 'delete slide 3', op: 'delete', deck: (d) => drop(d, 's3') },
  { say: 'delete this slide', op: 'delete', selected: 's1', deck: (d) => drop(d, 's1') },
  { say: 'delete the last slide', op: 'delete', deck: (d) => drop(d, 's5') },
  { say: 'delete the last two slides', op: 'delete', deck: (d) => drop(d, 's4', 's5') },
  { say: 'remove the first 2 slides', op: 'delete', deck: (d) => drop(d, 's1', 's2') },
  { say: 'delete slides 2 and 4', op: 'delete', deck: (d) => drop(d, 's2', 's4') },
  { say: 'remove the second slide', op: 'delete', deck: (d) => drop(d, 's2') },
  { say: 'get rid of the Belief slide', op: 'delete', deck: (d) => drop(d, 's4') },
  { say: 'delete the metrics slide', op: 'delete', deck: (d) => drop(d, 's3') },
  { say: 'remove slides 2-3', op: 'delete', deck: (d) => drop(d, 's2', 's3') },
  { say: 'delte slide 4 please', op: 'delete', deck: (d) => drop(d, 's4') },
  { say: 'remove it', op: 'delete', selected: 's3', deck: (d) => drop(d, 's3') },
  {
    say: 'delete all 5 slides',
    op: 'delete',
    deck: (d) => drop(d, 's1', 's2', 's3', 's4', 's5'),
  },
  // duplicate
  { say: 'duplicate slide 2', op: 'duplicate', deck: (d) => d.slides.splice(2, 0, copyOf(d, 's2')) },
  {
    say: 'duplicate this slide',
    op: 'duplicate',
    selected: 's4',
    deck: (d) => d.slides.splice(4, 0, copyOf(d, 's4')),
  },
  { say: 'copy the first slide', op: 'duplicate', deck: (d) => d.slides.splice(1, 0, copyOf(d, 's1')) },
  {
    say: 'make a copy of the Results slide',
    op: 'duplicate',
    deck: (d) => d.slides.splice(3, 0, copyOf(d, 's3')),
  },
  { say: 'dupliacte slide 4', op: 'duplicate', deck: (d) => d.slides.splice(4, 0, copyOf(d, 's4')) },
  {
    say: 'duplicate slide 2 thrice',
    op: 'duplicate',
    deck: (d) => d.slides.splice(2, 0, copyOf(d, 's2'), copyOf(d, 's2'), copyOf(d, 's2')),
  },
  {
    say: 'duplicate slide 2 three times',
    op: 'duplicate',
    deck: (d) => d.slides.splice(2, 0, copyOf(d, 's2'), copyOf(d, 's2'), copyOf(d, 's2')),
  },
  {
    say: 'clone the last two slides',
    op: 'duplicate',
    deck: (d) => {
      d.slides.splice(4, 0, copyOf(d, 's4'));
      d.slides.push(copyOf(d, 's5'));
    },
  },
  // several commands in one message
  {
    say: 'add a slide called Plan and move it to the start',
    op: 'several commands',
    deck: (d) => add(d, 0, { type: 'content', title: 'Plan' }),
  },
  {
    say: 'add a thank you slide and make it navy',
    op: 'several commands',
    deck: (d) =>
      add(d, 5, {
        type: 'thank_you',
        title: 'Thank you',
        content: { backgroundColor: NAVY, textColor: WHITE },
      }),
  },
  {
    say: 'rename slide 2 to Goals and make it green',
    op: 'several commands',
    deck: (d) => {
      slide(d, 's2').title = 'Goals';
      patch(d, 's2', { backgroundColor: '#2f855a', textColor: WHITE });
    },
  },
  {
    say: 'delete slide 4, then move slide 3 to the start',
    op: 'several commands',
    deck: (d) => {
      drop(d, 's4');
      order(d, ['s3', 's1', 's2', 's5']);
    },
  },
  {
    say: 'Add a slide about pricing. Move it after slide 1.',
    op: 'several commands',
    deck: (d) => add(d, 1, { type: 'content', title: 'Pricing' }),
  },
  {
    say: 'add a metrics slide with revenue 3M and move it before the Belief slide',
    op: 'several commands',
    deck: (d) =>
      add(d, 3, {
        type: 'metrics',
        title: 'Key metrics',
        content: { metrics: [{ value: '3M', label: 'Revenue' }] },
      }),
  },
  {
    say: 'set the brief to Win Acme, add checklist item pricing and set the client to Acme',
    op: 'several commands',
    deck: (d) => {
      d.brief = 'Win Acme';
      d.checklist.push({ text: 'Pricing', completed: false });
      d.metadata.clientName = 'Acme';
    },
  },
  {
    say: 'add a title slide and a thank you slide',
    op: 'several commands',
    deck: (d) => {
      add(d, 5, { type: 'title', title: 'Title' });
      add(d, 6, { type: 'thank_you', title: 'Thank you' });
    },
  },
];
