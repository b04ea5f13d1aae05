// The MCP server's stdio transport: JSON-RPC messages, one per line, as the SDK's StdioServerTransport
// reads them, but a request the server cannot take never ends the server. A line over the limit is
// skipped to its end and answered with one JSON-RPC error (id null: its id was never read), a line
// that is not JSON or not JSON-RPC likewise; the server goes on with the next line. Lines are kept
// as a list of chunks and joined once (not copied again at every chunk).
import process from 'node:process';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** The longest request line taken, in bytes: a 50 MB text in its JSON, with room for escapes. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private parts: Buffer[] = [];
  private size = 0;
  /** Over the limit: the rest of this line is dropped. */
  private skipping = false;
  private started = false;

  constructor(
    private readonly input: NodeJS.ReadableStream = process.stdin,
    private readonly output: NodeJS.WritableStream = process.stdout,
    private readonly maxLine = MAX_LINE_BYTES,
  ) {}

  async start(): Promise<void> {
    if (this.started) throw new Error('the transport is started already');
    this.started = true;
    this.input.on('data', this.onData);
    this.input.on('error', this.onError);
    this.input.on('end', this.onEnd);
  }

  private onError = (err: Error) => this.onerror?.(err);
  private onEnd = () => void this.close();

  private onData = (chunk: Buffer | string) => {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    for (let nl = buf.indexOf(10); ; nl = buf.indexOf(10)) {
      const piece = nl === -1 ? buf : buf.subarray(0, nl);
      if (!this.skipping) {
        if (this.size + piece.length > this.maxLine) {
          this.skipping = true;
          this.parts = [];
          this.size = 0;
        } else if (piece.length) {
          this.parts.push(piece);
          this.size += piece.length;
        }
      }
      if (nl === -1) return;
      buf = buf.subarray(nl + 1);
      this.endLine();
    }
  };

  private endLine() {
    if (this.skipping) {
      this.skipping = false;
      this.fail(-32600, `request over the ${Math.round(this.maxLine / (1024 * 1024))} MiB limit of one message (texts are limited to 50 MB): not read`);
      return;
    }
    const line = Buffer.concat(this.parts, this.size).toString('utf8').replace(/\r$/, '');
    this.parts = [];
    this.size = 0;
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.fail(-32700, 'parse error: the request is not JSON');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(json);
    if (!parsed.success) {
      const id = typeof (json as { id?: unknown })?.id === 'string' || typeof (json as { id?: unknown })?.id === 'number' ? (json as { id: string | number }).id : null;
      this.fail(-32600, 'invalid request: not a JSON-RPC 2.0 message', id);
      return;
    }
    this.onmessage?.(parsed.data);
  }

  /** One JSON-RPC error, one sentence. */
  private fail(code: number, message: string, id: string | number | null = null) {
    this.output.write(JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }) + '\n');
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const json = JSON.stringify(message) + '\n';
    if (!this.output.write(json)) await new Promise<void>((resolve) => this.output.once('drain', () => resolve()));
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onError);
    this.input.off('end', this.onEnd);
    this.parts = [];
    this.size = 0;
    this.onclose?.();
  }
}
