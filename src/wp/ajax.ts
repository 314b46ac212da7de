/** admin-ajax, wc-ajax and REST calls with the site's URLs, nonces and reply checks. */
import type * as v from 'valibot';
import { getConfig } from './config';
import { toSearchParams, type FormFields } from './form-encode';
import { httpRequest, parseJsonReply, type HttpRequest, type SentRequest } from './http';

export interface CallOptions<TSchema extends v.GenericSchema | undefined> {
  schema?: TSchema;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** A mutation: past the time-out, tell the shopper and keep waiting (see httpRequest). */
  onSlow?: () => void;
  /** The request already left (see httpRequest): take its reply. */
  sent?: SentRequest;
  /** Where the reply is not JSON: the JSON to find in it, or null (see parseJsonReply). */
  repair?: (text: string) => string | null;
}

type Result<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : string;

async function call<TSchema extends v.GenericSchema | undefined>(
  url: string,
  request: HttpRequest,
  options: CallOptions<TSchema>,
): Promise<Result<TSchema>> {
  const reply = await httpRequest(url, {
    ...request,
    timeoutMs: options.timeoutMs ?? getConfig().requestTimeoutMs,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onSlow === undefined ? {} : { onSlow: options.onSlow }),
    ...(options.sent === undefined ? {} : { sent: options.sent }),
  });
  if (!options.schema) return reply.text as Result<TSchema>;
  return parseJsonReply(reply, options.schema, url, options.repair) as Result<TSchema>;
}

const withQuery = (url: string, params: URLSearchParams) =>
  params.size === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;

export interface AdminAjaxOptions<TSchema extends v.GenericSchema | undefined> extends CallOptions<TSchema> {
  method?: 'GET' | 'POST';
  /** Send multipart/form-data (as Rate My Post's fetch + FormData does). */
  multipart?: boolean;
}

export function adminAjax<TSchema extends v.GenericSchema | undefined = undefined>(
  action: string,
  fields: FormFields | FormData | URLSearchParams = {},
  options: AdminAjaxOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  const { ajaxUrl } = getConfig();
  if (fields instanceof FormData) {
    fields.set('action', action);
    return call(ajaxUrl, { method: 'POST', body: fields }, options);
  }
  // a serialised form keeps its repeated names and its order, as jQuery's serialize() does
  const params =
    fields instanceof URLSearchParams ? new URLSearchParams([['action', action], ...fields]) : toSearchParams({ action, ...fields });
  if (options.method === 'GET') return call(withQuery(ajaxUrl, params), { method: 'GET' }, options);
  if (options.multipart) {
    const form = new FormData();
    params.forEach((value, name) => form.append(name, value));
    return call(ajaxUrl, { method: 'POST', body: form }, options);
  }
  return call(ajaxUrl, { method: 'POST', body: params }, options);
}

export const wcAjaxUrl = (endpoint: string) => getConfig().wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));

export function wcAjax<TSchema extends v.GenericSchema | undefined = undefined>(
  endpoint: string,
  fields: FormFields | URLSearchParams = {},
  options: CallOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  // a serialised form keeps its repeated names and its order, as jQuery's serialize() does
  const body = fields instanceof URLSearchParams ? fields : toSearchParams(fields);
  return call(wcAjaxUrl(endpoint), { method: 'POST', body }, options);
}

/** `complianz/v1/banner?lang=de` against `/wp-json/` or the `?rest_route=` form. */
export function restUrl(path: string): string {
  const base = getConfig().restUrl;
  const clean = path.replace(/^\//, '');
  if (base.includes('rest_route=')) return `${base.replace(/\/?$/, '/')}${clean.replace('?', '&')}`;
  return `${base.replace(/\/?$/, '/')}${clean}`;
}

export interface RestOptions<TSchema extends v.GenericSchema | undefined> extends CallOptions<TSchema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent form-encoded. */
  form?: FormFields;
  /** `X-WP-Nonce` (default: the site's REST nonce); `false` sends none, for routes open to everyone. */
  nonce?: string | false;
}

export function rest<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RestOptions<TSchema> = {},
): Promise<Result<TSchema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const nonce = options.nonce === false ? '' : (options.nonce ?? getConfig().restNonce);
  if (nonce) headers['X-WP-Nonce'] = nonce;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = toSearchParams(options.form);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  return call(restUrl(path), { method, body, headers }, options);
}
