import type { Cursor } from './cursor';
import type { Intent } from './intents';
import { color, IT, ofTarget } from './phrases';
import { ask } from './questions';
import { cleanText } from './slots';
import { parseTarget } from './targets';

/** "use white text (on this slide)", "use navy for the background". */
export function colourToUse(c: Cursor): Intent | undefined {
  const value = color(c);
  if (!value) return undefined;
  const which = c.acceptAny('text|font') ? 'text' : 'background';
  c.accept('background');
  c.acceptAny('for the background|as the background');
  const target = ofTarget(c) ?? IT;
  if (!c.done()) return ask.notRead(cleanText(c, c.i, c.end));
  return { kind: 'color', target, which, color: value };
}

/** "colour the Results slide green", "paint slide 1 #FF8800". */
export function parseColour(c: Cursor): Intent | undefined {
  const target = parseTarget(c) ?? IT;
  c.acceptAny('in|to');
  const value = color(c);
  if (value && !c.done()) return ask.notRead(cleanText(c, c.i, c.end));
  if (value) return { kind: 'color', target, which: 'background', color: value };
  const word = cleanText(c, c.i, c.end);
  return word ? ask.whichColour(word) : undefined;
}
