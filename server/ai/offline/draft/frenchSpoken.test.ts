import { expect, test } from 'vitest';
import { frenchFigures } from './frenchSpoken';

test('French figures said in words are written in digits, as a French brief writes them', () => {
  expect(frenchFigures('dans soixante magasins')).toBe('dans 60 magasins');
  expect(frenchFigures('2021 quarante-deux tonnes, 2022 soixante et une, 2023 soixante-dix-huit')).toBe(
    '2021 42 tonnes, 2022 61, 2023 78',
  );
  expect(frenchFigures('quatre-vingt-dix pour cent')).toBe('90 %');
  expect(frenchFigures('mille trois cent cinquante tonnes')).toBe('1\u202f350 tonnes');
});

test('a small count, "une" and "et" alone stay words', () => {
  expect(frenchFigures('trois fromages et une coopérative')).toBe('trois fromages et une coopérative');
});

test('a figure corrected aloud is said once, as corrected, and fillers go', () => {
  expect(frenchFigures('une coopérative de, euh, quarante-deux… non, quarante-sept fermes')).toBe(
    'une coopérative de, 47 fermes',
  );
  expect(
    frenchFigures(
      "On produit mille deux cents tonnes par an… non attends, c'est mille trois cent cinquante tonnes",
    ),
  ).toBe('On produit 1\u202f350 tonnes');
});
