import { CONTRAST_BODY } from '@common/limits';
import { contrastRatio } from '@common/themes/color';
import { describe, expect, test } from 'vitest';
import { fieldsFor, writeField } from './slideFields';

const background = fieldsFor('content').find((f) => f.key === 'backgroundColor')!;

describe('a background colour keeps the text readable (issue 32)', () => {
  test('plum brings light text, at AA or better', () => {
    const next = writeField({ textColor: '#1a202c' }, background, 'plum');
    expect(next.backgroundColor).toBe('plum');
    expect(contrastRatio(next.textColor!, 'plum')).toBeGreaterThanOrEqual(CONTRAST_BODY);
  });

  test('a light background with no text colour of its own brings dark text', () => {
    const next = writeField({}, background, '#fefcbf');
    expect(contrastRatio(next.textColor!, '#fefcbf')).toBeGreaterThanOrEqual(CONTRAST_BODY);
  });

  test('a text colour the person chose that still reads is kept', () => {
    expect(writeField({ textColor: '#fde68a' }, background, 'navy').textColor).toBe('#fde68a');
  });

  test('clearing the background takes the picked text colour with it', () => {
    const dark = writeField({}, background, 'navy');
    expect(writeField(dark, background, '').textColor).toBeUndefined();
  });
});
