import { describe, expect, test } from 'vitest';
import { chartOfRows } from '../../../../common/slides/readData';
import { readBrief } from './reading';

/** An SMS thread in Portuguese between an agency and its client, as exported. */
const SMS = `[23/11/2026 08:57] Rui: Bom dia Joana! Então, a apresentação para os investidores é dia 15 de dezembro no Porto
[23/11/2026 08:58] Joana: Bom dia Rui! Sem problema. Título fica "Quinta do Vale Escuro — Hotel Vínico 2028"?
[23/11/2026 09:01] Rui: Sim, isso. Em português, os investidores são todos portugueses.
[23/11/2026 09:02] Rui: Tom sério mas com alma. Cores: o bordô do rótulo + creme
[23/11/2026 09:09] Rui: História, os vinhos, os números, o projeto do hotel, o investimento, a equipa. Por esta ordem
[23/11/2026 09:23] Rui: Os nossos vinhos estão em 600 restaurantes, acho eu, mas não tenho a certeza
[23/11/2026 09:33] Rui: A Herdade do Sobral abriu hotel em 2021 e o enoturismo passou a 38% da receita deles. Mas é deles, não nosso, que fique claro
[23/11/2026 09:35] Rui: Ah e não ponhas NADA sobre a disputa com o vizinho.
[23/11/2026 11:56] Joana: E o pedido final aos investidores é exatamente os 0,9 M€ por 12%?
[23/11/2026 11:58] Rui: Exato. "Procuramos 900 mil euros por 12% da Quinta do Vale Escuro." Slide próprio, perto do fim`;

describe('an SMS thread in Portuguese', () => {
  const r = readBrief(SMS, [], '', 'pt');
  const said = r.blocks.flatMap((b) => b.lines.map((l) => l.text));

  test('the title agreed in a question is the cover', () => {
    expect(r.statedTitle).toBe('Quinta do Vale Escuro — Hotel Vínico 2028');
  });

  test("greetings, the deck's language and look, and what to leave out are no matter", () => {
    const shown = said.join('\n');
    for (const talk of ['Bom dia', 'Em português', 'Cores', 'não ponhas', 'disputa'])
      expect(shown).not.toContain(talk);
  });

  test('its order said in one line is the running order', () => {
    expect(r.named.filter((n) => n.ordered).map((n) => n.title)).toEqual([
      'História',
      'Os vinhos',
      'Os números',
      'O projeto do hotel',
      'O investimento',
      'A equipa',
    ]);
  });

  test('a doubt in Portuguese is to verify, and their figures are theirs', () => {
    expect(r.doubted.join('\n')).toContain('600 restaurantes');
    const sobral = r.blocks.flatMap((b) => b.lines).find((l) => l.text.includes('Herdade do Sobral'));
    expect(sobral?.others).toBe(true);
  });

  test('a question the next message confirms doubts nothing; the dictated answer is the matter', () => {
    expect(r.doubted.join('\n')).not.toContain('12%');
    expect(said).toContain('Procuramos 900 mil euros por 12% da Quinta do Vale Escuro.');
  });
});

test('a series written with dots between thousands is read in thousands; rates stay decimals', () => {
  const visitors = ['3.200', '4.900', '6.800', '8.100'].map((value, k) => ({
    label: String(2021 + k),
    value,
  }));
  expect(chartOfRows(visitors)?.series[0]?.values).toEqual([3200, 4900, 6800, 8100]);
  const rates = ['1.085', '1.092', '1.101'].map((value, k) => ({ label: String(2021 + k), value }));
  expect(chartOfRows(rates)?.series[0]?.values).toEqual([1.085, 1.092, 1.101]);
});
