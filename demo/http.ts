/** Request context for the demo server: parsed URL, cookies, body, and reply helpers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from './db';

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
  httpOnly?: boolean;
}

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

  /** The visitor's IP as Rate My Post reads it: X-Forwarded-For first. */
  get ip(): string {
    const forwarded = this.req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    return first || this.req.socket.remoteAddress || '0.0.0.0';
  }

  async readBody(): Promise<void> {
    if (this.method !== 'POST' && this.method !== 'PUT') return;
    const chunks: Buffer[] = [];
    for await (const chunk of this.req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const type = this.req.headers['content-type'] ?? '';
    if (type.includes('application/json')) {
      try {
        this.json = JSON.parse(body.toString('utf8') || 'null');
      } catch {
        this.json = undefined;
      }
    } else if (type.includes('multipart/form-data')) {
      const form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': type }, body }).formData();
      form.forEach((value, name) => {
        if (typeof value === 'string') this.form.append(name, value);
      });
    } else {
      this.form = new URLSearchParams(body.toString('utf8'));
    }
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
    if (this.res.headersSent) return;
    if (this.setCookies.length) this.res.setHeader('Set-Cookie', this.setCookies);
    this.res.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store', ...headers });
    this.res.end(body);
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
