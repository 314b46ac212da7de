/**
 * A journey's network, from the DevTools protocol's events: the JavaScript the page fetched (bytes on
 * the wire, `Network.loadingFinished` encodedDataLength: gzip where the server compresses) before the
 * tap and by the end, and when the action's request left (`Network.requestWillBeSent` wallTime).
 */
import { monotonicToEpochMs, type Anchor } from './clock';

export interface NetworkEvent {
  method: string;
  params: Record<string, unknown>;
  /** epoch ms when the bench received it */
  at?: number;
}

/**
 * The requests in flight on the wire: a `blob:` or `data:` URL never leaves the page, and Chromium
 * reports no end for some (wp-emoji's blob worker), which would hold the network "busy" for ever.
 */
export class OpenRequests {
  private readonly ids = new Set<string>();

  note({ method, params }: NetworkEvent): void {
    const id = String(params.requestId);
    if (method === 'Network.requestWillBeSent') {
      if (/^https?:/.test((params.request as { url?: string } | undefined)?.url ?? '')) this.ids.add(id);
    } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') this.ids.delete(id);
  }

  get size(): number {
    return this.ids.size;
  }
}

/**
 * How many of `events` are the journey's: up to the first moment, from `from` (the result shown) on,
 * when no request was open and none followed for `quietMs` (three times that with one left open: a long
 * poll). What the page fetches after that (idle warming for a next tap) is not the journey's cost, however
 * late the bench came to look.
 */
export function journeyEnd(events: readonly NetworkEvent[], from: number, quietMs: number): number {
  const open = new OpenRequests();
  for (const [index, event] of events.entries()) {
    open.note(event);
    const { at } = event;
    if (at === undefined) continue;
    const quietFor = (events[index + 1]?.at ?? Infinity) - Math.max(at, from);
    if (quietFor >= (open.size === 0 ? quietMs : 3 * quietMs)) return index + 1;
  }
  return events.length;
}

export interface SentRequest {
  url: string;
  method: string;
  postData?: string;
}

export interface JourneyNetwork {
  jsBeforeBytes: number;
  jsEndBytes: number;
  /** the scripts fetched by the end (cache hits are none) */
  jsEndFiles: number;
  /** of jsEndBytes, the response headers' (each response's own, however small its body) */
  jsEndHeaderBytes: number;
  /**
   * The scripts fetched, in order, for the report's raw data: when each left and arrived, in ms from
   * the tap (negative: before it; null without a tap).
   */
  scripts: Array<{ url: string; bytes: number; beforeTap: boolean; sentMs: number | null; arrivedMs: number | null }>;
  /** epoch ms when the first request the action makes after the tap was sent; null: none was */
  requestAt: number | null;
  requestUrl: string | null;
}

interface Tracked {
  url: string;
  method: string;
  postData?: string;
  sentAt: number;
  finishedAt?: number;
  type?: string;
  bytes: number;
  /** the response headers' bytes (responseReceived's encodedDataLength: what had arrived with them) */
  headerBytes: number;
  finished: boolean;
}

const isScript = (request: Tracked) =>
  request.type === 'Script' || (request.type !== 'Document' && /\.m?js$/.test(new URL(request.url, 'http://x').pathname));

/**
 * `isAction` picks the action's request (add_to_cart, checkout…); `tapAt` is the tap on the epoch clock
 * (null: the tap never came, every script counts as before it). Requests served from the memory cache
 * without a loadingFinished count no bytes.
 */
export function accountNetwork(events: NetworkEvent[], tapAt: number | null, isAction: (request: SentRequest) => boolean): JourneyNetwork {
  const requests = new Map<string, Tracked>();
  // loadingFinished carries only the monotonic clock: converted through the latest requestWillBeSent
  let anchor: Anchor | null = null;
  for (const { method, params } of events) {
    const id = String(params.requestId);
    if (method === 'Network.requestWillBeSent') {
      anchor = { timestamp: Number(params.timestamp), wallTime: Number(params.wallTime) };
      const request = params.request as { url: string; method: string; postData?: string; postDataEntries?: Array<{ bytes?: string }> };
      // newer Chromium sends the body as base64 entries (postData is deprecated)
      const postData =
        request.postData ??
        (request.postDataEntries
          ? request.postDataEntries.map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString('utf8')).join('')
          : undefined);
      const known = requests.get(id);
      // a redirect is the same request: it was sent when it first left
      if (known) known.url = request.url;
      else
        requests.set(id, {
          url: request.url,
          method: request.method,
          ...(postData !== undefined && { postData }),
          sentAt: Number(params.wallTime) * 1000,
          ...(typeof params.type === 'string' && { type: params.type }),
          bytes: 0,
          headerBytes: 0,
          finished: false,
        });
    } else if (method === 'Network.responseReceived') {
      const request = requests.get(id);
      if (request && typeof params.type === 'string') request.type = params.type;
      const response = params.response as { encodedDataLength?: number } | undefined;
      if (request) request.headerBytes = Number(response?.encodedDataLength ?? 0);
    } else if (method === 'Network.loadingFinished') {
      const request = requests.get(id);
      if (request) {
        request.bytes = Number(params.encodedDataLength ?? 0);
        request.finished = true;
        if (anchor && typeof params.timestamp === 'number') request.finishedAt = monotonicToEpochMs(params.timestamp, anchor);
      }
    }
  }
  const result: JourneyNetwork = {
    jsBeforeBytes: 0,
    jsEndBytes: 0,
    jsEndFiles: 0,
    jsEndHeaderBytes: 0,
    scripts: [],
    requestAt: null,
    requestUrl: null,
  };
  for (const request of requests.values()) {
    const beforeTap = tapAt === null || request.sentAt < tapAt;
    if (isScript(request) && request.finished) {
      const fromTap = (at: number | undefined) => (tapAt === null || at === undefined ? null : Math.round(at - tapAt));
      result.scripts.push({
        url: request.url,
        bytes: request.bytes,
        beforeTap,
        sentMs: fromTap(request.sentAt),
        arrivedMs: fromTap(request.finishedAt),
      });
      result.jsEndBytes += request.bytes;
      if (request.bytes > 0) {
        result.jsEndFiles += 1;
        result.jsEndHeaderBytes += request.headerBytes;
      }
      if (beforeTap) result.jsBeforeBytes += request.bytes;
    }
    if (!beforeTap && (result.requestAt === null || request.sentAt < result.requestAt) && isAction(request)) {
      result.requestAt = request.sentAt;
      result.requestUrl = request.url;
    }
  }
  return result;
}
