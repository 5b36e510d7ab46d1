import { describe, expect, test } from 'vitest';
import { asWritten, tokensOf } from './localNumbers';
import { readerOf } from './words';

const figures = (text: string, lang: 'fr' | 'de' | 'es' | 'pt' | 'it' | 'en') => {
  const r = readerOf(lang);
  return tokensOf(text, r)
    .filter((t) => t.kind === 'number')
    .map((t) => asWritten(text.slice(t.start, t.end), r).replaceAll('\u00a0', ' ').replaceAll('\u202f', ' '));
};

describe('figures as Europe writes them', () => {
  test.each([
    ['fr', 'Un chiffre d’affaires de 1,5 M€ et un budget de 240 000 €.', ['1,5 M€', '240 000 €']],
    ['fr', 'Une hausse de 12 % puis de 3,1 % au T2.', ['12 %', '3,1 %']],
    ['fr', 'Un budget de 240\u202f000\u00a0€ sur 3 millions d’euros.', ['240 000 €', '3 millions d’euros']],
    ['de', 'Ein Umsatz von 2,3 Mio. € und ein Budget von 185.000 €.', ['2,3 Mio. €', '185.000 €']],
    ['es', 'Un presupuesto de 18 500 € y 1,2 millones de euros.', ['18 500 €', '1,2 millones de euros']],
    ['pt', 'Vendas de 3,6 milhões de euros e 420 mil euros.', ['3,6 milhões de euros', '420 mil euros']],
    ['it', 'Un fatturato di 850.000 € e 1,5 mln €.', ['850.000 €', '1,5 mln €']],
  ] as const)('%s: “%s”', (lang, text, expected) => {
    expect(figures(text, lang)).toEqual(expected);
  });

  test('a year and a following count stay two numbers', () => {
    expect(figures('En 2024, 400 architectes ont répondu.', 'fr')).toEqual(['2024', '400']);
  });

  test('English reads as it always did', () => {
    expect(figures('Budget €240k, 240 000 users, $ 3M.', 'en')).toEqual(['€240k', '240', '000', '$3M']);
  });
});
