import { startFakeProvider } from '../tests/helpers/fakeProviders';
import { apiClient, report, startServer } from './lib';

// The assistant's own overhead: time from the browser's request to the provider receiving the
// call (target < 20 ms), and, with a provider that answers its first token after 800 ms at 70
// tokens/s, how long after the provider's first token the browser gets it (target < 150 ms).

const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchAi() {
  const fake = await startFakeProvider('openai');
  fake.pacing.firstTokenMs = 800;
  fake.pacing.tokensPerSecond = 70;
  const server = await startServer(4471, {
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'bench-model',
  });
  try {
    const { cookie, call } = await apiClient(server.url);
    const client = await call<{ id: string }>('POST', '/api/clients', { name: 'AI bench' });
    const deck = await call<{ id: string }>('POST', '/api/presentations', {
      clientId: client.id,
      title: 'AI bench',
    });
    const slides: { id: string }[] = [];
    for (let i = 0; i < 20; i++)
      slides.push(
        await call('POST', '/api/slides', {
          presentationId: deck.id,
          title: `Slide ${i + 1}`,
          content: { text: 'Some text' },
        }),
      );
    const overhead: number[] = [];
    const firstToken: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      fake.answers.push({
        kind: 'tool',
        say: 'Sure — I will rename the first slide so it opens with the promise, then keep the rest as it is. '.repeat(
          2,
        ),
        input: {
          reply: 'Renamed.',
          commands: [{ kind: 'rename', target: { kind: 'numbers', numbers: [1] }, title: `Run ${run}` }],
        },
      });
      const before = fake.requests.length;
      const sent = performance.now();
      const res = await fetch(`${server.url}/api/ai/chat/stream`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({
          provider: 'openai',
          presentationId: deck.id,
          slideId: slides[0]!.id,
          messages: [{ role: 'user', content: 'rename the first slide' }],
        }),
      });
      if (!res.ok || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let gotFirst: number | undefined;
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (value) {
          text += value;
          if (gotFirst === undefined && text.includes('"type":"delta"')) gotFirst = performance.now();
        }
        if (done) break;
      }
      if (!text.includes('"type":"done"')) throw new Error(`no done line: ${text.slice(-300)}`);
      if (run === 0) continue; // warm-up: first SDK and database calls
      overhead.push(fake.requests[before]!.at - sent);
      firstToken.push(gotFirst! - fake.firstTokenAt.at(-1)!);
    }
    report('AI assistant (OpenAI protocol, fake provider: first token after 800 ms, 70 tokens/s)', [
      [
        `Server time before the provider is called (median of ${RUNS})`,
        `${median(overhead).toFixed(1)} ms (target < 20)`,
      ],
      [
        `First token: browser minus provider (median of ${RUNS})`,
        `${median(firstToken).toFixed(1)} ms (target < 150)`,
      ],
      ['Worst of each', `${Math.max(...overhead).toFixed(1)} ms, ${Math.max(...firstToken).toFixed(1)} ms`],
    ]);
  } finally {
    await server.stop();
    await fake.close();
  }
}
