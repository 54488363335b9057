// Streamable HTTP front: `http://HOST:PORT/mcp`, one MCP session (and one sandbox, context and
// journal) per `Mcp-Session-Id`. Bad requests get the protocol's error and never disturb other
// sessions. A session ends on DELETE, idle timeout, or shutdown; its run folder is then written.
import { createServer, type IncomingMessage, type ServerResponse, type Server as HttpServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { createServedSession, type ServedSession } from './session-server.ts';
import type { RunSettings } from '../run/format.ts';
import type { ToolCatalog } from './catalog.ts';
import type { SessionOptions } from '../session/session.ts';
import { SNAPSHOT_STORE } from '../run/snapshot-store.ts';

export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface HttpFrontOptions {
  catalog: ToolCatalog;
  runsDir: string;
  session: Omit<SessionOptions, 'servers'>;
  host: string;
  port: number;
  idleTimeoutMs: number;
  log?: (line: string) => void;
  /** Journal header settings of every session (serve --task: the task and model label). */
  settings?: RunSettings;
}

interface Live {
  transport: StreamableHTTPServerTransport;
  served: ServedSession;
  lastActive: number;
}

function jsonRpcError(res: ServerResponse, status: number, code: number, message: string): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else if (!over) chunks.push(c);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export class HttpFront {
  private readonly sessions = new Map<string, Live>();
  private http: HttpServer | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  readonly finished: string[] = [];

  constructor(private readonly opts: HttpFrontOptions) {}

  get url(): string {
    const addr = this.http?.address();
    const port = addr && typeof addr === 'object' ? addr.port : this.opts.port;
    return `http://${this.opts.host}:${port}/mcp`;
  }

  get liveSessions(): number {
    return this.sessions.size;
  }

  async start(): Promise<void> {
    this.http = createServer((req, res) => {
      this.route(req, res).catch((e) => {
        this.opts.log?.(`request failed: ${(e as Error).message}`);
        jsonRpcError(res, 500, -32603, 'Internal error');
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.http!.once('error', reject);
      this.http!.listen(this.opts.port, this.opts.host, () => resolve());
    });
    const every = Math.max(50, Math.min(30_000, Math.floor(this.opts.idleTimeoutMs / 4)));
    this.sweeper = setInterval(() => this.sweepIdle(), every);
    this.sweeper.unref();
  }

  private sweepIdle(): void {
    const now = Date.now(); // wall clock only decides *when* an idle session ends, never what it writes
    for (const [sid, live] of this.sessions) {
      if (now - live.lastActive > this.opts.idleTimeoutMs) {
        this.opts.log?.(`session ${sid} idle for ${this.opts.idleTimeoutMs} ms: closing`);
        void live.transport.close();
      }
    }
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/mcp') return jsonRpcError(res, 404, -32000, `Not found: ${path} (the endpoint is /mcp)`);
    const sidHeader = req.headers['mcp-session-id'];
    const sid = Array.isArray(sidHeader) ? sidHeader[0] : sidHeader;
    if (req.method === 'POST') {
      const body = await readBody(req, MAX_BODY_BYTES);
      if (body === 'too-large') return jsonRpcError(res, 413, -32600, `Request body larger than ${MAX_BODY_BYTES} bytes`);
      let message: unknown;
      try {
        message = JSON.parse(body.toString('utf8'));
      } catch {
        return jsonRpcError(res, 400, -32700, 'Parse error: request body is not valid JSON');
      }
      if (sid) {
        const live = this.sessions.get(sid);
        if (!live) return jsonRpcError(res, 404, -32001, 'Session not found');
        live.lastActive = Date.now();
        return live.transport.handleRequest(req, res, message);
      }
      if (!isInitializeRequest(message)) return jsonRpcError(res, 400, -32000, 'Bad Request: no valid session ID provided (send initialize first)');
      return this.open(req, res, message);
    }
    if (req.method === 'GET' || req.method === 'DELETE') {
      if (!sid) return jsonRpcError(res, 400, -32000, 'Bad Request: Mcp-Session-Id header is required');
      const live = this.sessions.get(sid);
      if (!live) return jsonRpcError(res, 404, -32001, 'Session not found');
      live.lastActive = Date.now();
      return live.transport.handleRequest(req, res);
    }
    res.setHeader('allow', 'GET, POST, DELETE');
    return jsonRpcError(res, 405, -32000, 'Method not allowed');
  }

  private async open(req: IncomingMessage, res: ServerResponse, message: unknown): Promise<void> {
    const sid = randomUUID();
    // Start trees that are not bundled are stored once for every session of this server (by hash).
    const served = createServedSession({ catalog: this.opts.catalog, runDir: join(this.opts.runsDir, sid), session: this.opts.session, settings: this.opts.settings, store: join(this.opts.runsDir, SNAPSHOT_STORE) });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => sid,
      onsessioninitialized: (id) => {
        this.sessions.set(id, { transport, served, lastActive: Date.now() });
        this.opts.log?.(`session ${id} opened`);
      },
    });
    transport.onclose = () => this.end(sid, served);
    await served.server.connect(transport);
    await transport.handleRequest(req, res, message);
    // An initialize that failed never registered the session: do not leak its sandbox.
    if (!this.sessions.has(sid)) this.end(sid, served);
  }

  private end(sid: string, served: ServedSession): void {
    this.sessions.delete(sid);
    const already = this.finished.includes(sid);
    served.finish();
    if (!already) {
      this.finished.push(sid);
      this.opts.log?.(`session ${sid} closed: run folder ${join(this.opts.runsDir, sid)}`);
    }
  }

  /** Close every session (writing its run folder) and stop listening. */
  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const [sid, live] of [...this.sessions]) {
      await live.transport.close().catch(() => undefined);
      this.end(sid, live.served);
    }
    await new Promise<void>((resolve) => {
      if (!this.http) return resolve();
      this.http.close(() => resolve());
      this.http.closeAllConnections();
    });
  }
}
