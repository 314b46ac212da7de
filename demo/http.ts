/** Request context for the demo server: parsed URL, cookies, body, and reply helpers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from './db';

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  httpOnly?: boolean;
}

/** How the server reads requests; one per server. */
export interface RequestPolicy {
  /** Bytes of request body read at most; a longer body is refused with 413. */
  maxBodyBytes: number;
  /**
   * Take the client's IP from X-Forwarded-For (the address the proxy in front appended last).
   * Only behind a proxy that sets the header: otherwise any client could claim any address.
   */
  trustForwardedFor: boolean;
  /**
   * Honour the `demo-fault` cookie (faults.ts). For the tests only (DEMO_FAULTS=1): on a demo for
   * people, any visitor could break any reply with it.
   */
  faults: boolean;
}

/** 1 MiB: the largest form the demo expects is the checkout form, a few KiB. */
export const DEFAULT_POLICY: RequestPolicy = { maxBodyBytes: 1024 * 1024, trustForwardedFor: false, faults: false };

export class Ctx {
  readonly url: URL;
  readonly cookies: Record<string, string>;
  form = new URLSearchParams();
  json: unknown = undefined;
  private readonly setCookies: string[] = [];

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly db: DB,
    readonly policy: RequestPolicy = DEFAULT_POLICY,
    /** When the request arrived (performance time): where a cart mutation's run begins for the overlap log. */
    readonly receivedAt: number = performance.now(),
    /** The build the pages load (dist or dist/lite): its consent core's hashed name is preloaded beside the loader. */
    readonly distDir?: string,
  ) {
    this.url = new URL(req.url ?? '/', 'http://127.0.0.1');
    this.cookies = parseCookies(req.headers.cookie ?? '');
  }

  get method() {
    return this.req.method ?? 'GET';
  }

  /** Request parameters as PHP's $_REQUEST sees them: body over query. */
  param(name: string): string | null {
    return this.form.get(name) ?? this.url.searchParams.get(name);
  }

  /** The visitor's IP (rate limits): the socket's, or behind a trusted proxy the address it forwarded. */
  get ip(): string {
    const socket = this.req.socket.remoteAddress || '0.0.0.0';
    if (!this.policy.trustForwardedFor) return socket;
    const forwarded = this.req.headers['x-forwarded-for'];
    // the proxy appends the address it saw; entries before it come from the client and prove nothing
    const last = (Array.isArray(forwarded) ? forwarded.at(-1) : forwarded)?.split(',').at(-1)?.trim();
    return last || socket;
  }

  /** Reads and parses the body; false when it was too large and 413 has been sent. */
  async readBody(): Promise<boolean> {
    if (this.method !== 'POST' && this.method !== 'PUT') return true;
    const body = await readCapped(this.req, this.policy.maxBodyBytes);
    if (!body) {
      // the rest is never read: node closes the connection once this reply is out
      this.send(413, 'Die Anfrage ist zu groß.', 'text/plain; charset=utf-8', { Connection: 'close' });
      return false;
    }
    const type = this.req.headers['content-type'] ?? '';
    if (type.includes('application/json')) {
      try {
        this.json = JSON.parse(body.toString('utf8') || 'null');
      } catch {
        this.json = undefined;
      }
    } else if (type.includes('multipart/form-data')) {
      const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body })
        .formData()
        .catch(() => null);
      if (!form) {
        this.send(
          400,
          'Die Anfrage ist fehlerhaft: ihr Formular (multipart/form-data) lässt sich nicht lesen.',
          'text/plain; charset=utf-8',
        );
        return false;
      }
      form.forEach((value, name) => {
        if (typeof value === 'string') this.form.append(name, value);
      });
    } else {
      this.form = new URLSearchParams(body.toString('utf8'));
    }
    return true;
  }

  setCookie(name: string, value: string, options: CookieOptions = {}) {
    const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'SameSite=Lax'];
    if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
    if (options.httpOnly) parts.push('HttpOnly');
    this.setCookies.push(parts.join('; '));
    this.cookies[name] = value;
  }

  clearCookie(name: string) {
    this.setCookies.push(`${name}=; Path=/; Max-Age=0; SameSite=Lax`);
    delete this.cookies[name];
  }

  send(status: number, body: string | Buffer, contentType: string, headers: Record<string, string> = {}) {
    // a handler that finished after the browser went away (see faults.ts, slow) has no one to answer
    if (this.res.headersSent || this.res.destroyed) return;
    if (this.setCookies.length) this.res.setHeader('Set-Cookie', this.setCookies);
    this.res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store', ...headers });
    this.res.end(body);
  }

  /** 304: the browser's copy is current; no body and no Content-Type, the validators and caching again. */
  notModified(headers: Record<string, string>) {
    if (this.res.headersSent || this.res.destroyed) return;
    if (this.setCookies.length) this.res.setHeader('Set-Cookie', this.setCookies);
    this.res.writeHead(304, headers);
    this.res.end();
  }

  html(body: string, status = 200) {
    this.send(status, body, 'text/html; charset=UTF-8');
  }

  /** What `echo json_encode(...); die;` sends: JSON with a text/html type. */
  phpJson(value: unknown, status = 200) {
    this.send(status, JSON.stringify(value), 'text/html; charset=UTF-8');
  }

  /** What wp_send_json / the REST API send. */
  wpJson(value: unknown, status = 200) {
    this.send(status, JSON.stringify(value), 'application/json; charset=UTF-8');
  }

  text(body: string, status = 200) {
    this.send(status, body, 'text/html; charset=UTF-8');
  }

  redirect(location: string, status = 302) {
    this.send(status, '', 'text/html; charset=UTF-8', { Location: location });
  }
}

/** The request body, or null as soon as it (or its declared length) passes `limit` bytes. */
function readCapped(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', reject);
      req.pause();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    req.on('data', onData).on('end', onEnd).on('error', reject);
  });
}

export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}
