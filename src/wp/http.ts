/**
 * The one fetch wrapper every call goes through: time-out and caller abort through one
 * AbortController, failures turned into TransportErrors, WordPress's `0` / `-1` bodies caught
 * before anything treats them as success.
 */
import * as v from 'valibot';
import { TransportError } from './errors';

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * How long a mutation may run before the browser gives up on it. Until then the request may still
 * be changing the cart on the server, so nothing queued behind it may start. 120 s is twice the
 * 60 s after which nginx (fastcgi_read_timeout) and Apache (Timeout, FcgidIOTimeout) answer 504
 * themselves and four times PHP's default max_execution_time of 30 s: past it no standard setup is
 * still working on the request, and a real reply (even a 504) would long have arrived.
 */
export const MUTATION_HARD_TIMEOUT_MS = 120_000;

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: BodyInit;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * For requests that change something on the server: at `timeoutMs` call this instead of giving
   * up, and keep waiting for the real reply until `hardTimeoutMs`.
   */
  onSlow?: () => void;
  hardTimeoutMs?: number;
  /**
   * The request already left (from the loader, at the press: widgets/add-to-cart/send-at-once.ts): its reply is
   * taken as if this call had sent it, with the same time-outs and checks; aborting aborts it.
   */
  sent?: SentRequest;
}

/** A reply as it came, before any check. */
export interface RawReply {
  status: number;
  text: string;
  headers: Headers;
}

/** A request sent elsewhere: its raw reply, and how to abort it. */
export interface SentRequest {
  reply: Promise<RawReply>;
  abort(): void;
}

/** A request with the page's cookies (same origin), its reply read whole: what every request here and at a press sends. */
export async function fetchReply(url: string, init: Omit<RequestInit, 'credentials'>): Promise<RawReply> {
  const response = await fetch(url, { ...init, credentials: 'same-origin' });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Rejects once `signal` aborts (with its reason), else settles as `promise` does. */
const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });

export interface HttpReply {
  status: number;
  text: string;
  headers: Headers;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export async function httpRequest(url: string, request: HttpRequest = {}): Promise<HttpReply> {
  const {
    method = 'GET',
    body,
    headers,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    signal,
    onSlow,
    hardTimeoutMs = MUTATION_HARD_TIMEOUT_MS,
  } = request;
  if (signal?.aborted) throw new TransportError('aborted', 'cancelled', { url });

  const controller = new AbortController();
  let timedOut = false;
  const giveUp = () => {
    timedOut = true;
    controller.abort();
  };
  const limitMs = onSlow ? Math.max(hardTimeoutMs, timeoutMs) : timeoutMs;
  const timer = setTimeout(giveUp, limitMs);
  const slowTimer = onSlow && timeoutMs < limitMs ? setTimeout(onSlow, timeoutMs) : undefined;
  // the caller's abort reaches the request while it is out (`settled` takes this listener after)
  const settled = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { signal: settled.signal });

  const failure = (error: unknown) =>
    timedOut
      ? new TransportError('timeout', `No answer within ${timeoutMs} ms`, { url, cause: error })
      : signal?.aborted
        ? new TransportError('aborted', 'cancelled', { url, cause: error })
        : new TransportError('network', 'network error', {
            url,
            cause: error,
            ...(isOffline() ? { code: 'offline' as const } : {}),
          });

  try {
    let response: RawReply;
    try {
      if (request.sent) {
        const { sent } = request;
        controller.signal.addEventListener('abort', () => sent.abort(), { once: true });
        response = await untilAborted(sent.reply, controller.signal);
      } else response = await fetchReply(url, { method, body, headers, signal: controller.signal });
    } catch (error) {
      throw failure(error);
    }
    const { text } = response;
    const trimmed = text.trim();
    if (trimmed === '0') {
      throw new TransportError('protocol', 'reply 0 (no handler for the action)', {
        url,
        status: response.status,
        code: 'zero',
        body: text,
      });
    }
    if (trimmed === '-1') {
      throw new TransportError('protocol', 'reply -1 (nonce check failed)', {
        url,
        status: response.status,
        code: 'minus-one',
        body: text,
      });
    }
    if (response.status < 200 || response.status >= 300) {
      throw new TransportError('http', `HTTP ${response.status}`, {
        url,
        status: response.status,
        body: text.slice(0, 500),
      });
    }
    return { status: response.status, text, headers: response.headers };
  } finally {
    clearTimeout(timer);
    clearTimeout(slowTimer);
    settled.abort();
  }
}

/**
 * Parse a reply's text as JSON whatever its Content-Type, then check its shape. `repair`: where the
 * text is not JSON, the JSON a caller knows to find in it (a PHP notice printed before it), or null.
 */
export function parseJsonReply<TSchema extends v.GenericSchema>(
  reply: HttpReply,
  schema: TSchema,
  url: string,
  repair?: (text: string) => string | null,
): v.InferOutput<TSchema> {
  let json: unknown;
  try {
    json = parseOrRepair(reply.text, repair);
  } catch (error) {
    throw new TransportError('protocol', 'The server answered something that is not JSON', {
      url,
      status: reply.status,
      code: 'malformed',
      body: reply.text.slice(0, 500),
      cause: error,
    });
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const where = result.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new TransportError('protocol', `The server's answer has an unexpected shape (${where})`, {
      url,
      status: reply.status,
      code: 'shape',
      body: reply.text.slice(0, 500),
    });
  }
  return result.output;
}

function parseOrRepair(text: string, repair?: (text: string) => string | null): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const repaired = repair?.(text);
    if (!repaired) throw error;
    console.warn('[shop-islands] a reply with something printed around its JSON, repaired. Original:', text.slice(0, 500));
    return JSON.parse(repaired);
  }
}
