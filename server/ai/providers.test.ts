import { describe, expect, test } from 'vitest';
import { AI_PROVIDERS, MODEL_PROVIDERS } from '../../common/providers';
import { providerSchema } from '../../common/schemas/ai';
import { readConfig } from '../config';
import { listProviders, modelFor } from './providers';

describe('one table of AI providers', () => {
  test('the ids the API accepts are the table’s, plus the offline engine', () => {
    expect(AI_PROVIDERS).toEqual(['openai', 'anthropic', 'gemini', 'offline']);
    for (const id of AI_PROVIDERS) expect(providerSchema.safeParse(id).success).toBe(true);
    expect(providerSchema.safeParse('mistral').success).toBe(false);
  });

  test('each provider is configured from its own env prefix and listed with its default model', () => {
    const env = Object.fromEntries(
      MODEL_PROVIDERS.map((p) => [`${p.envPrefix}_BASE_URL`, `http://127.0.0.1:9/${p.id}`]),
    );
    const config = readConfig({ ...env, GEMINI_MODEL: 'gemini-own' });
    const { providers, defaultProvider } = listProviders(config);
    expect(providers.map((p) => [p.id, p.label, p.model, p.configured])).toEqual([
      ['openai', 'OpenAI', 'gpt-4o-mini', true],
      ['anthropic', 'Anthropic', 'claude-sonnet-4-5', true],
      ['gemini', 'Google Gemini', 'gemini-own', true],
      ['offline', 'Offline engine', 'built-in', true],
    ]);
    expect(defaultProvider).toBe('openai');
    for (const p of MODEL_PROVIDERS) {
      expect(config.ai[p.id].baseUrl).toBe(`http://127.0.0.1:9/${p.id}`);
      // Each row's create builds a model of its own SDK.
      expect((modelFor(config, p.id) as { provider: string }).provider).toContain(
        p.id === 'gemini' ? 'google' : p.id,
      );
    }
  });

  test('without configuration: offline is the default and each provider says which variables to set', () => {
    const { providers, defaultProvider } = listProviders(readConfig({}));
    expect(defaultProvider).toBe('offline');
    for (const p of MODEL_PROVIDERS) {
      expect(providers.find((x) => x.id === p.id)).toMatchObject({
        configured: false,
        hint: expect.stringContaining(`${p.envPrefix}_API_KEY`),
      });
      expect(() => modelFor(readConfig({}), p.id)).toThrow(`provider: ${p.label} is not configured`);
    }
  });
});
