// biome-ignore-all lint/suspicious/noExplicitAny: recorded request bodies are whatever the SDK sent
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local servers that speak each provider's real HTTP protocol, reached by the real AI SDK through
 * *_BASE_URL. Each answers from a queue the test fills: a tool call, plain text, an HTTP error, or
 * silence (for timeouts). Requests are recorded so tests can read what the model was sent.
 */
export type FakeAnswer =
  /** A call of the request's (first) tool, or of the tool named. */
  | { kind: 'tool'; input: unknown; say?: string; name?: string }
  | { kind: 'text'; text: string }
  /**
   * A structured-output answer, in the shape each protocol answers a JSON-schema request with:
   * the JSON as text (OpenAI's response_format, Gemini's responseSchema), or Anthropic's forced
   * "json" tool when the SDK asked through one.
   */
  | { kind: 'object'; value: unknown }
  | { kind: 'error'; status: number; body?: string }
  | { kind: 'hang' };

export type Protocol = 'openai' | 'anthropic' | 'gemini';

export interface FakeProvider {
  protocol: Protocol;
  /** Streaming pace: the first token after `firstTokenMs`, then `tokensPerSecond`. */
  pacing: { firstTokenMs: number; tokensPerSecond: number };
  baseUrl: string;
  answers: FakeAnswer[];
  requests: { path: string; body: any; at: number }[];
  /** When each streamed answer wrote its first text token (performance.now() of this process). */
  firstTokenAt: number[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });
}

function openaiBody(a: Sent) {
  const message =
    a.kind === 'tool'
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${Math.random().toString(36).slice(2, 8)}`,
              type: 'function',
              function: { name: a.name, arguments: JSON.stringify(a.input) },
            },
          ],
        }
      : { role: 'assistant', content: a.kind === 'text' ? a.text : '' };
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message, finish_reason: a.kind === 'tool' ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function anthropicBody(a: Sent) {
  return {
    id: 'msg_fake',
    type: 'message',
    role: 'assistant',
    model: 'fake-model',
    content:
      a.kind === 'tool'
        ? [
            {
              type: 'tool_use',
              id: `toolu_${Math.random().toString(36).slice(2, 8)}`,
              name: a.name,
              input: a.input,
            },
          ]
        : [{ type: 'text', text: a.kind === 'text' ? a.text : '' }],
    stop_reason: a.kind === 'tool' ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

function geminiBody(a: Sent) {
  return {
    candidates: [
      {
        content: {
          role: 'model',
          parts:
            a.kind === 'tool'
              ? [{ functionCall: { name: a.name, args: a.input } }]
              : [{ text: a.kind === 'text' ? a.text : '' }],
        },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
  };
}

/** An answer as sent: a tool call names its tool, a structured answer takes its protocol's shape. */
type Sent = Exclude<FakeAnswer, { kind: 'tool' | 'object' }> | (FakeAnswer & { kind: 'tool'; name: string });

/** The names of the tools a request offers, in each protocol's own shape. */
export function toolNamesOf(protocol: Protocol, body: any): string[] {
  const tools: any[] = body?.tools ?? [];
  if (protocol === 'openai') return tools.map((t) => t.function?.name);
  if (protocol === 'anthropic') return tools.map((t) => t.name);
  return tools.flatMap((t) => (t.functionDeclarations ?? []).map((f: any) => f.name));
}

/** The input schema of a request's tool, as the provider received it. */
export function toolSchemaOf(protocol: Protocol, body: any, name: string): any {
  const tools: any[] = body?.tools ?? [];
  if (protocol === 'openai') return tools.find((t) => t.function?.name === name)?.function.parameters;
  if (protocol === 'anthropic') return tools.find((t) => t.name === name)?.input_schema;
  const f = tools.flatMap((t) => t.functionDeclarations ?? []).find((d: any) => d.name === name);
  return f?.parametersJsonSchema ?? f?.parameters;
}

/**
 * The tool results a request sends back to the model, in each protocol's own shape: OpenAI's
 * `tool` messages, Anthropic's `tool_result` blocks (is_error on a failed call), Gemini's
 * `functionResponse` parts.
 */
export function toolResultsOf(protocol: Protocol, body: any): { text: string; isError?: boolean }[] {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  if (protocol === 'openai')
    return (body.messages ?? [])
      .filter((m: any) => m.role === 'tool')
      .map((m: any) => ({ text: text(m.content) }));
  if (protocol === 'anthropic')
    return (body.messages ?? [])
      .flatMap((m: any) => (Array.isArray(m.content) ? m.content : []))
      .filter((b: any) => b.type === 'tool_result')
      .map((b: any) => ({
        text: Array.isArray(b.content) ? b.content.map((c: any) => c.text).join('') : text(b.content),
        isError: b.is_error === true,
      }));
  return (body.contents ?? [])
    .flatMap((c: any) => c.parts ?? [])
    .filter((p: any) => p.functionResponse)
    .map((p: any) => ({ text: text(p.functionResponse.response) }));
}

/**
 * The JSON schema a request asks its answer to follow (structured output), in each protocol's own
 * shape: OpenAI's response_format, Anthropic's output_config format or forced "json" tool, Gemini's
 * responseSchema. Undefined when the request asks for free text.
 */
export function outputSchemaOf(protocol: Protocol, body: any): any {
  if (protocol === 'openai')
    return body.response_format?.type === 'json_schema' ? body.response_format.json_schema.schema : undefined;
  if (protocol === 'anthropic') {
    if (body.output_config?.format) return body.output_config.format.schema;
    // The SDK's "json" tool, with the model made to call a tool ("any"), when the schema is too
    // loose for Anthropic's own structured output.
    const forced = ['any', 'tool'].includes(body.tool_choice?.type);
    return forced ? toolSchemaOf(protocol, body, 'json') : undefined;
  }
  const g = body.generationConfig ?? {};
  return g.responseMimeType === 'application/json' ? (g.responseJsonSchema ?? g.responseSchema) : undefined;
}

function asSent(protocol: Protocol, body: any, a: FakeAnswer): Sent {
  if (a.kind === 'object') {
    const viaTool = protocol === 'anthropic' && toolNamesOf(protocol, body).includes('json');
    return viaTool
      ? { kind: 'tool', name: 'json', input: a.value }
      : { kind: 'text', text: JSON.stringify(a.value) };
  }
  if (a.kind === 'tool') return { ...a, name: a.name ?? toolNamesOf(protocol, body)[0] ?? 'none' };
  return a;
}

const PATHS: Record<Protocol, RegExp> = {
  openai: /^\/v1\/chat\/completions$/,
  anthropic: /^\/v1\/messages$/,
  gemini: /^\/v1beta\/models\/[^/]+:(generateContent|streamGenerateContent)$/,
};

// wall-clock-ok: the fake model's pace, which only bench/ai.ts sets.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Words with their following space, as a model's tokens. */
const tokens = (text: string) => text.match(/\S+\s*/g) ?? [];

/** The SSE events of one streamed answer, in each provider's own format. */
function streamEvents(protocol: Protocol, a: Sent): { text: string[]; finish: string[]; start: string[] } {
  const said = a.kind === 'text' ? a.text : a.kind === 'tool' ? (a.say ?? '') : '';
  const sse = (data: unknown, event?: string) =>
    `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
  if (protocol === 'openai') {
    const chunk = (delta: unknown, finish: string | null = null, usage?: unknown) =>
      sse({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'fake-model',
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(usage ? { usage } : {}),
      });
    const finish =
      a.kind === 'tool'
        ? [
            chunk({
              tool_calls: [
                {
                  index: 0,
                  id: 'call_fake',
                  type: 'function',
                  function: { name: a.name, arguments: JSON.stringify(a.input) },
                },
              ],
            }),
            chunk({}, 'tool_calls', { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 }),
          ]
        : [chunk({}, 'stop', { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 })];
    return {
      start: [],
      text: tokens(said).map((t) => chunk({ role: 'assistant', content: t })),
      finish: [...finish, 'data: [DONE]\n\n'],
    };
  }
  if (protocol === 'anthropic') {
    const start = [
      sse(
        {
          type: 'message_start',
          message: {
            id: 'msg_fake',
            type: 'message',
            role: 'assistant',
            model: 'fake-model',
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: 10, output_tokens: 1 },
          },
        },
        'message_start',
      ),
      sse(
        { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
        'content_block_start',
      ),
    ];
    const text = tokens(said).map((t) =>
      sse(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: t } },
        'content_block_delta',
      ),
    );
    const finish = [sse({ type: 'content_block_stop', index: 0 }, 'content_block_stop')];
    if (a.kind === 'tool') {
      finish.push(
        sse(
          {
            type: 'content_block_start',
            index: 1,
            content_block: { type: 'tool_use', id: 'toolu_fake', name: a.name, input: {} },
          },
          'content_block_start',
        ),
        sse(
          {
            type: 'content_block_delta',
            index: 1,
            delta: { type: 'input_json_delta', partial_json: JSON.stringify(a.input) },
          },
          'content_block_delta',
        ),
        sse({ type: 'content_block_stop', index: 1 }, 'content_block_stop'),
      );
    }
    finish.push(
      sse(
        {
          type: 'message_delta',
          delta: { stop_reason: a.kind === 'tool' ? 'tool_use' : 'end_turn', stop_sequence: null },
          usage: { output_tokens: 5 },
        },
        'message_delta',
      ),
      sse({ type: 'message_stop' }, 'message_stop'),
    );
    return { start, text, finish };
  }
  const part = (parts: unknown[], finish?: string) =>
    sse({
      candidates: [
        { content: { role: 'model', parts }, index: 0, ...(finish ? { finishReason: finish } : {}) },
      ],
      ...(finish
        ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 } }
        : {}),
    });
  return {
    start: [],
    text: tokens(said).map((t) => part([{ text: t }])),
    finish: [part(a.kind === 'tool' ? [{ functionCall: { name: a.name, args: a.input } }] : [], 'STOP')],
  };
}

export async function startFakeProvider(protocol: Protocol): Promise<FakeProvider> {
  const answers: FakeAnswer[] = [];
  const pacing = { firstTokenMs: 0, tokensPerSecond: 0 };
  const requests: { path: string; body: any; at: number }[] = [];
  const firstTokenAt: number[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    const at = performance.now();
    const raw = await readBody(req);
    const url = (req.url ?? '').split('?')[0]!;
    let body: any;
    try {
      body = JSON.parse(raw || '{}');
    } catch {
      body = raw;
    }
    requests.push({ path: url, body, at });
    if (req.method !== 'POST' || !PATHS[protocol].test(url)) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: `fake ${protocol}: no route ${url}` } }));
      return;
    }
    const answer = asSent(protocol, body, answers.shift() ?? { kind: 'text', text: 'Nothing to do.' });
    if (answer.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer.kind === 'error') {
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(
          answer.body ?? JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }),
        );
      return;
    }
    const streaming = body?.stream === true || url.includes(':streamGenerateContent');
    if (streaming) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const events = streamEvents(protocol, answer);
      for (const e of events.start) res.write(e);
      if (pacing.firstTokenMs) await sleep(pacing.firstTokenMs);
      for (const [i, e] of events.text.entries()) {
        if (i > 0 && pacing.tokensPerSecond) await sleep(1000 / pacing.tokensPerSecond);
        if (i === 0) firstTokenAt.push(performance.now());
        res.write(e);
      }
      for (const e of events.finish) res.write(e);
      res.end();
      return;
    }
    const out =
      protocol === 'openai'
        ? openaiBody(answer)
        : protocol === 'anthropic'
          ? anthropicBody(answer)
          : geminiBody(answer);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    protocol,
    baseUrl: protocol === 'gemini' ? `${base}/v1beta` : `${base}/v1`,
    answers,
    pacing,
    requests,
    firstTokenAt,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hanging) r.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One fake server per protocol, and the `ai` config that points the real SDKs at them. */
export async function startFakeProviders() {
  const fakes = {} as Record<Protocol, FakeProvider>;
  for (const p of ['openai', 'anthropic', 'gemini'] as const) fakes[p] = await startFakeProvider(p);
  const ai = {
    openai: { apiKey: 'sk-test', baseUrl: fakes.openai.baseUrl, model: 'gpt-test' },
    anthropic: { apiKey: 'ak-test', baseUrl: fakes.anthropic.baseUrl, model: 'claude-test' },
    gemini: { apiKey: 'gk-test', baseUrl: fakes.gemini.baseUrl, model: 'gemini-test' },
  };
  const close = async () => {
    for (const f of Object.values(fakes)) await f.close();
  };
  return { fakes, ai, close };
}
