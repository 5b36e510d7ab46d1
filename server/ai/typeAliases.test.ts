import { describe, expect, test } from 'vitest';
import { SLIDE_TYPE_REGISTRY, SLIDE_TYPES } from '../../common/slides/types';
import { interpretCommand } from './offline';

const deck = { slides: [], brief: '', checklist: [], metadata: {} };

describe('the offline assistant knows each type by the words its registry entry lists', () => {
  for (const type of SLIDE_TYPES) {
    test.each(SLIDE_TYPE_REGISTRY[type].aliases.map((a) => [a]))(
      `“add a %s slide” adds a ${type} slide`,
      (alias) => {
        const result = interpretCommand(`add a ${alias} slide`, deck);
        expect(result.notUnderstood).toBeUndefined();
        expect(result.operations[0]).toMatchObject({ op: 'add_slide', type });
      },
    );
  }
});
