import { describe, expect, test } from 'vitest';
import { thankYou } from './index';
import { thankYouLines } from './layout';

describe('the closing slide’s two lines', () => {
  test('a line never set shows the default; a line left empty stays empty', () => {
    expect(thankYouLines({}, thankYou.defaults)).toEqual(["LET'S BUILD", 'YOUR EMPIRE']);
    // A draft for a brief without a client sets the second line empty: it must not say "YOUR EMPIRE".
    expect(thankYouLines({ mainText: 'Contact', highlightText: '' }, thankYou.defaults)).toEqual([
      'Contact',
      '',
    ]);
    expect(thankYouLines({ line1: 'Thanks', line2: 'Acme' }, thankYou.defaults)).toEqual(['Thanks', 'Acme']);
  });
});
