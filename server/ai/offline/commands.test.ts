import { expect, test } from 'vitest';
import { commandsInputSchema } from '../../../common/ai/commands';
import { PHRASINGS } from '../../../tests/phrasings';
import { parseMessage } from './index';

// One language (issue 28): whatever the offline parser reads from the phrasing table is a valid
// input of the model's tool, so the two paths can only differ in who wrote the commands.
test('every command the parser reads from the phrasing table is one the model tool accepts', () => {
  let read = 0;
  for (const p of PHRASINGS) {
    const parsed = parseMessage(p.say);
    if ('say' in parsed) continue;
    read++;
    const checked = commandsInputSchema.safeParse({ commands: parsed.intents });
    expect(checked.success, `${p.say}: ${checked.error?.message}`).toBe(true);
  }
  expect(read).toBeGreaterThan(400);
});

test('the schema refuses a command naming a slide by id, and an unknown slide type', () => {
  const bad = [
    { kind: 'delete', target: { kind: 'id', id: 'abc123' } },
    { kind: 'add_slide', count: 1, slide: { type: 'bar_chart' } },
  ];
  for (const command of bad)
    expect(commandsInputSchema.safeParse({ commands: [command] }).success).toBe(false);
});
