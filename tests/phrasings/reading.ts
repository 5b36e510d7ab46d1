import type { Phrasing } from './types';

/**
 * Questions about one slide, answered from the deck with nothing changed, and messages that name a
 * change without asking for it (a question, a "don't …", a quotation): a wrong change is worse
 * than none, so each must leave the deck as it was.
 */
const UNCHANGED = /Nothing was changed/;
const ONLY_ANSWER = /I only answer what is on a slide/;

export const READING: Phrasing[] = [
  // reading a slide back
  {
    say: 'what is on slide 2?',
    op: 'read slide',
    answer:
      /^Slide 2 of 5: “Priorities” \(content slide\)\.\n3 bullets:\n• Grow revenue\n• Open markets\n• Hire engineers\nNothing was changed\.$/,
  },
  {
    say: "what's on the last slide",
    op: 'read slide',
    answer: /^Slide 5 of 5: “Thanks” \(thank you slide\)\./,
  },
  {
    say: 'read me slide 3',
    op: 'read slide',
    answer: /1 metric:\n• \$4M Revenue\nSpeaker notes: Stress the revenue\.\nNothing was changed\.$/,
  },
  { say: 'summarise slide 4', op: 'read slide', answer: /“Belief” \(statement slide\)\.\nText: Speed wins/ },
  { say: 'whats on the thrid slide??', op: 'read slide', answer: /^Slide 3 of 5: “Results”/ },
  { say: 'what does the belief slide say', op: 'read slide', answer: /Text: Speed wins/ },
  { say: 'tell me about the first slide pls', op: 'read slide', answer: /Subtitle: For the board/ },
  { say: "what's on this slide", op: 'read slide', selected: 's2', answer: /^Slide 2 of 5: “Priorities”/ },
  { say: 'What is on "Priorities"?', op: 'read slide', answer: /^Slide 2 of 5/ },
  { say: 'describe the thank you slide', op: 'read slide', answer: /^Slide 5 of 5: “Thanks”/ },
  { say: 'could you read out slide two', op: 'read slide', answer: /^Slide 2 of 5/ },
  { say: 'what do we have on the results slide?', op: 'read slide', answer: /• \$4M Revenue/ },
  { say: 'can u tell me whats on slide 3', op: 'read slide', answer: /^Slide 3 of 5: “Results”/ },
  { say: 'what r the bullets on priorities', op: 'read slide', answer: /• Grow revenue\n• Open markets/ },
  { say: 'read slide 2 back to me', op: 'read slide', answer: /^Slide 2 of 5: “Priorities”/ },
  {
    say: "what's the revenue number?",
    op: 'read slide',
    answer: /^“Revenue” is \$4M, on slide 3\. Nothing was changed\.$/,
  },
  { say: 'what is on slide nine', op: 'read slide', answer: /^There is no slide 9 in this deck/ },
  { say: "what's on this slide", op: 'read slide', answer: /Select a slide first/ },
  // summarising a slide into something else needs a language model: said, not an agenda added
  { say: 'summarise slide 4 in two bullets', op: 'question or refusal', answer: /can't rewrite text/ },
  // a change named but not asked for
  { say: "don't delete slide 2", op: 'question or refusal', answer: UNCHANGED },
  { say: 'do not remove the bullets', op: 'question or refusal', selected: 's2', answer: UNCHANGED },
  { say: 'never move the thanks slide', op: 'question or refusal', answer: UNCHANGED },
  { say: 'should I remove the revenue metric?', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: 'what does "remove the last slide" do?', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: 'how do I delete a slide?', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: 'is it ok to delete slide 3?', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: 'why did you remove the bullets?', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: 'explain "clear the bullet points"', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: "I don't want to delete anything", op: 'question or refusal', answer: UNCHANGED },
  { say: 'never mind', op: 'question or refusal', answer: UNCHANGED },
  { say: 'what if we move thanks to the start', op: 'question or refusal', answer: ONLY_ANSWER },
  { say: 'is there a way to remove the revenue metric', op: 'question or refusal', answer: ONLY_ANSWER },
  // a command quoted or reported is not given
  { say: '"remove all bullets"', op: 'question or refusal', answer: /didn't understand/ },
  {
    say: 'the client said "remove the revenue metric"',
    op: 'question or refusal',
    answer: /didn't understand/,
  },
  { say: 'my boss wants me to delete slide 3', op: 'question or refusal', answer: /didn't understand/ },
  { say: 'delete slide 3? no wait', op: 'question or refusal', answer: /didn't understand/ },
  // a question anywhere in a message stops it: nothing changes, the question is answered
  { say: 'what is on slide 2 and delete slide 3', op: 'read slide', answer: /^Slide 2 of 5: “Priorities”/ },
  { say: 'clear everything', op: 'question or refusal', answer: /Delete all 5 slides\?/ },
  {
    say: 'clear slide 2',
    op: 'question or refusal',
    answer: /could mean deleting it or emptying it.*Nothing was changed/,
  },
  { say: 'delete revenue', op: 'question or refusal', answer: /“Revenue” is a metric on slide 3/ },
  {
    say: 'delete Open markets',
    op: 'question or refusal',
    answer: /“Open markets” is a bullet on slide 2/,
  },
];
