// The MCP server through the SDK's own client: in memory (buildServer), and as an agent starts it
// (`node packages/caveman/bin/caveman.mjs mcp` over stdio). Each tool is listed and called; a bad call is a tool
// error with one sentence, and the server goes on serving.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compress, PROFILES } from 'caveman-compress';
import { nodeCounter } from 'caveman-compress/node';
import { buildServer } from './mcp';
import { run } from './cli';

const SENTENCE = 'I have implemented the retry in `src/queue/retry.ts`, and the cache might be stale for about 40 ms.';

type ToolResult = { isError?: boolean; content: { type: string; text: string }[] };
const body = (r: unknown) => JSON.parse((r as ToolResult).content[0].text) as Record<string, unknown>;
const errorText = (r: unknown) => {
  const res = r as ToolResult;
  expect(res.isError).toBe(true);
  return res.content[0].text;
};

describe('caveman MCP server, in memory', () => {
  const client = new Client({ name: 'test', version: '1.0.0' });
  beforeAll(async () => {
    const [a, b] = InMemoryTransport.createLinkedPair();
    await Promise.all([buildServer().connect(a), client.connect(b)]);
  });
  afterAll(() => client.close());

  it('lists its five tools, each with a description and an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['check', 'compress', 'count_tokens', 'expand', 'repair', 'select_intensity']);
    for (const t of tools) {
      expect(t.description?.length).toBeGreaterThan(40);
      expect(t.inputSchema.type).toBe('object');
    }
  });

  it('gives every tool a title, read-only annotations and an output schema, and answers structuredContent that matches it', async () => {
    const { tools } = await client.listTools();
    for (const t of tools) {
      expect(t.title, t.name).toBeTruthy();
      expect(t.annotations, t.name).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
      expect(t.outputSchema?.type, t.name).toBe('object');
      expect(t.inputSchema.additionalProperties, t.name).toBe(false);
    }
    const calls: [string, Record<string, unknown>][] = [
      ['compress', { text: SENTENCE }],
      ['check', { verbose: SENTENCE, compressed: 'Implemented retry in `src/queue/retry.ts`; cache stale for about 40 ms.' }],
      ['repair', { verbose: SENTENCE, compressed: 'Implemented retry in `src/queue/retry.ts`; cache stale for about 40 ms.' }],
      ['select_intensity', { remaining: 30 }],
      ['expand', { text: 'DB config -> errs in prod.' }],
      ['count_tokens', { text: SENTENCE }],
    ];
    for (const [name, args] of calls) {
      // the SDK's client validates structuredContent against the listed output schema and throws on a mismatch
      const r = (await client.callTool({ name, arguments: args })) as ToolResult & { structuredContent?: unknown };
      expect(r.isError, name).toBeFalsy();
      expect(r.structuredContent, name).toEqual(JSON.parse(r.content[0].text));
    }
  });

  it('refuses an unknown argument, naming the nearest known one', async () => {
    expect(errorText(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, intesity: 'ultra' } }))).toMatch(/unknown argument "intesity" \(did you mean "intensity"\?\)/);
    expect(errorText(await client.callTool({ name: 'check', arguments: { verbose: 'a', compresed: 'b' } }))).toMatch(/"compresed" \(did you mean "compressed"\?\)/);
    expect(errorText(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, bogus: 1 } }))).toMatch(/unknown argument "bogus"; known: text, intensity/);
  });

  it("takes a built-in profile's own patterns in rules (a playground export of terse), and a user's own under a deadline, in a worker", async () => {
    const terse = JSON.parse(JSON.stringify(PROFILES.terse)) as Record<string, unknown>;
    const text = 'Round 1: Added an index. Kept. Metric: 371ms (-9.9%).\nFinal summary: The loop finished and the search is faster.\n';
    const r = body(await client.callTool({ name: 'compress', arguments: { text, rules: terse } }));
    expect(r.output).toContain('Final summary: The loop finished and the search is faster.');
    expect(r.output).toContain('R1 keep:');
    // a pattern of the user's own is taken too, run in a worker under a deadline
    const own = body(await client.callTool({ name: 'compress', arguments: { text, rules: { ...terse, lineAnchors: ['^Round 1:.*'] } } }));
    expect(own.output).toContain('Round 1: Added an index. Kept. Metric: 371ms (-9.9%).');
    // one that backtracks for ever ends the call with one sentence naming it, and the server goes on
    const slow = errorText(await client.callTool({ name: 'compress', arguments: { text: 'a'.repeat(40) + '!\n', rules: { protectedPatterns: [{ pattern: '(a+)+$' }] } } }));
    expect(slow).toMatch(/^pattern \/\(a\+\)\+\$\/ of the rules takes over 2 s on this input/);
    expect(body(await client.callTool({ name: 'count_tokens', arguments: { text: 'still here' } })).tokens).toBeGreaterThan(0);
  });

  it('a call over a megabyte runs off the request loop: a small call made after it is answered first', async () => {
    const big = 'The reviewer has checked the migration and it might fail under heavy load. '.repeat(16_000) + '\n';
    const order: string[] = [];
    const long = client.callTool({ name: 'check', arguments: { verbose: big, compressed: big.replace(/The reviewer has/g, 'Reviewer') } }).then((r) => {
      order.push('check');
      return r as ToolResult;
    });
    await new Promise((r) => setTimeout(r, 50));
    const small = client.callTool({ name: 'count_tokens', arguments: { text: 'two words' } }).then((r) => {
      order.push('count');
      return r;
    });
    const [l] = await Promise.all([long, small]);
    expect(order).toEqual(['count', 'check']);
    expect(l.isError).toBeFalsy();
    expect(typeof body(l).pass).toBe('boolean');
    expect(Array.isArray(body(l).invariants)).toBe(true);
  }, 120_000);

  it('select_intensity takes "remaining" as the library names it, and "budget" as its alias, saying so', async () => {
    const r = body(await client.callTool({ name: 'select_intensity', arguments: { remaining: 12 } }));
    expect(r.intensity).toBe('ultra');
    const b = body(await client.callTool({ name: 'select_intensity', arguments: { budget: 12 } }));
    expect(b.intensity).toBe('ultra');
    expect((b.reason as string[])[0]).toMatch(/"budget" 12 read as "remaining"/);
    expect(errorText(await client.callTool({ name: 'select_intensity', arguments: { remaining: 12, budget: 80 } }))).toMatch(/disagree/);
  });

  it('compress keeps the hedge and the inline code of a real sentence, as the library does', async () => {
    const r = body(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, intensity: 'full' } }));
    const lib = compress(SENTENCE, { intensity: 'full', countTokens: nodeCounter('o200k_base') }).output;
    expect(r.output).toBe(lib);
    expect(r.output).toContain('`src/queue/retry.ts`');
    expect(r.output).toMatch(/\bmight\b/);
    expect(r.intensity).toBe('full');
    expect((r.tokens as { before: number; after: number }).after).toBeLessThan((r.tokens as { before: number }).before);
    expect(r.protected).toBeGreaterThan(0);
  });

  it('compress auto selects from the budget and says why', async () => {
    const r = body(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, intensity: 'auto', budget: 12 } }));
    expect(r.intensity).toBe('ultra');
    expect((r.reason as string[]).join(' ')).toMatch(/12/);
    const thorough = body(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, intensity: 'auto', budget: 12, depth: 'thorough' } }));
    expect(thorough.intensity).toBe('lite');
  });

  it('check reports a dropped hedge, located in both texts', async () => {
    const r = body(await client.callTool({ name: 'check', arguments: { verbose: 'The cache might be stale.', compressed: 'Cache stale.', intensity: 'full' } }));
    expect(r.pass).toBe(false);
    const inv = (r.invariants as { id: string; pass: boolean; offences: { verbose?: string }[] }[]).find((x) => x.id === 'uncertainty')!;
    expect(inv.pass).toBe(false);
    expect(inv.offences[0].verbose).toBe('1:11');
    // the ledger's finding, as `caveman check --json` gives it
    expect(r.findings).toEqual([
      expect.objectContaining({ class: 'hedge', severity: 'fail', before: 'might', after: '', verbose: { start: 10, end: 15, line: 1, col: 11, endLine: 1, endCol: 16 } }),
    ]);
  });

  it('repair replaces the sentence that lost its negation, and keeps the rest', async () => {
    const r = body(await client.callTool({ name: 'repair', arguments: { verbose: 'The upload does not retry.\n\nThe build is complete.\n', compressed: 'Upload retries.\n\nBuild complete.\n', intensity: 'full' } }));
    expect(r.pass).toBe(true);
    expect(r.output).toContain('Build complete.');
    expect(r.output).not.toContain('Upload retries.');
    expect(r).toMatchObject({ kept: 1, replaced: 1 });
  });

  it('repair gives the text and the summary line `caveman repair` prints for the same pair', async () => {
    const verbose = 'The upload does not retry on HTTP 429.\n\nI think the cache might be stale.\n\nI have implemented the retry, and the build is complete.\n';
    const model = 'Upload retries on HTTP 429.\n\nCache stale.\n\nAdded retry, build complete.\n';
    const files: Record<string, string> = { 'v.md': verbose, 'c.md': model };
    const cli = await run(['repair', 'v.md', 'c.md', '--intensity', 'ultra'], { readFile: (path) => [Buffer.from(files[path])], isTTY: false, env: {} });
    const r = body(await client.callTool({ name: 'repair', arguments: { verbose, compressed: model, intensity: 'ultra' } }));
    expect(cli.code).toBe(0);
    expect(r.output).toBe(cli.stdout);
    expect(`caveman repair: ${r.summary}\n`).toBe(cli.stderr);
    expect(r.summary).toMatch(/^kept 1 of 3 sentences; 2 replaced: /);
  });

  it('select_intensity and count_tokens answer as the library', async () => {
    const s = body(await client.callTool({ name: 'select_intensity', arguments: { budget: 80 } }));
    expect(s.intensity).toBe('lite');
    const t = body(await client.callTool({ name: 'count_tokens', arguments: { text: SENTENCE, encoding: 'cl100k_base' } }));
    expect(t.tokens).toBe(nodeCounter('cl100k_base')(SENTENCE));
  });

  it('expand brings back the words the profile abbreviated', async () => {
    const r = body(await client.callTool({ name: 'expand', arguments: { text: 'DB config -> errs in prod.' } }));
    expect(r.output).toBe('database configuration leads to errors in production.');
  });

  it('a bad call is a tool error with one sentence, and the server goes on', async () => {
    expect(errorText(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, rules: { base: '__proto__' } } }))).toMatch(/^invalid rules: "base": unknown profile/);
    expect(errorText(await client.callTool({ name: 'compress', arguments: { text: 42 } }))).toMatch(/text/i);
    expect(errorText(await client.callTool({ name: 'count_tokens', arguments: { text: 'x', encoding: 'p50k' } }))).toMatch(/encoding/i);
    expect(body(await client.callTool({ name: 'count_tokens', arguments: { text: 'still here' } })).tokens).toBeGreaterThan(0);
  });
});

describe('caveman mcp, as an agent starts it', () => {
  it('serves the tools over stdio from the built command', async () => {
    const bin = fileURLToPath(new URL('../../bin/caveman.mjs', import.meta.url));
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp'], stderr: 'pipe' }));
    try {
      expect((await client.listTools()).tools).toHaveLength(6);
      const r = body(await client.callTool({ name: 'compress', arguments: { text: SENTENCE } }));
      expect(r.output).toContain('might');
      expect(errorText(await client.callTool({ name: 'compress', arguments: { text: SENTENCE, profile: 'nope' } }))).toMatch(/profile/);
    } finally {
      await client.close();
    }
  }, 60_000);

  it('answers an 11 MiB request, a line that is not JSON and one that is not JSON-RPC with one error each, and serves the next call', async () => {
    const bin = fileURLToPath(new URL('../../bin/caveman.mjs', import.meta.url));
    const child = spawn(process.execPath, [bin, 'mcp'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const answers: Record<string, unknown>[] = [];
    let rest = '';
    child.stdout.on('data', (d: Buffer) => {
      rest += d.toString('utf8');
      for (let nl = rest.indexOf('\n'); nl !== -1; nl = rest.indexOf('\n')) {
        answers.push(JSON.parse(rest.slice(0, nl)) as Record<string, unknown>);
        rest = rest.slice(nl + 1);
      }
    });
    const send = (m: unknown) => child.stdin.write(JSON.stringify(m) + '\n');
    const until = async (n: number) => {
      for (let t = 0; t < 600 && answers.length < n; t++) await new Promise((r) => setTimeout(r, 50));
    };
    try {
      send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
      await until(1);
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      // 11 MiB of text: over the SDK's own 10 MiB buffer, under the 50 MB limit of a text
      send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'count_tokens', arguments: { text: 'word '.repeat(11 * 1024 * 1024 / 5) } } });
      child.stdin.write('{"not json\n');
      child.stdin.write('{"hello": "world"}\n');
      send({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'count_tokens', arguments: { text: 'two words' } } });
      await until(5);
      const byId = (id: unknown) => answers.find((a) => a.id === id);
      expect((byId(2) as { result: { structuredContent: { tokens: number } } }).result.structuredContent.tokens).toBeGreaterThan(1_000_000);
      const errors = answers.filter((a) => a.id === null).map((a) => (a.error as { code: number; message: string }));
      expect(errors.map((e) => e.code)).toEqual([-32700, -32600]);
      for (const e of errors) expect(e.message).not.toContain('\n');
      expect((byId(3) as { result: { structuredContent: { tokens: number } } }).result.structuredContent.tokens).toBe(2);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  }, 120_000);

  it('answers a line over the limit of one message with one error, and goes on', async () => {
    const { LineTransport } = await import('./mcp-transport');
    const { PassThrough } = await import('node:stream');
    const input = new PassThrough();
    const output = new PassThrough();
    const t = new LineTransport(input, output, 1024);
    const got: unknown[] = [];
    t.onmessage = (m) => void got.push(m);
    await t.start();
    let out = '';
    output.on('data', (d: Buffer) => (out += d.toString()));
    input.write('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"pad":"' + 'x'.repeat(600));
    input.write('x'.repeat(600) + '"}}\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
    await new Promise((r) => setTimeout(r, 20));
    expect(JSON.parse(out.trim())).toMatchObject({ id: null, error: { code: -32600, message: expect.stringMatching(/over the .* limit/) } });
    expect(got).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });
});
