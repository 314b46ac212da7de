/** Typed transport failures: every way a call to WordPress can go wrong has its own kind. */

export type TransportErrorKind = 'network' | 'timeout' | 'http' | 'protocol' | 'aborted';

/**
 * protocol codes:
 * - `zero`: body `0`, admin-ajax has no handler for the action (HTTP 400 on WordPress 6.5)
 * - `minus-one`: body `-1`, a nonce check failed (HTTP 403)
 * - `malformed`: not JSON where JSON was expected
 * - `shape`: JSON of the wrong shape
 */
export type ProtocolCode = 'zero' | 'minus-one' | 'malformed' | 'shape';

export interface TransportErrorDetails {
  url: string;
  status?: number;
  code?: ProtocolCode | 'offline' | 'superseded';
  body?: string;
  cause?: unknown;
}

export class TransportError extends Error {
  override readonly name = 'TransportError';
  readonly url: string;
  readonly status: number | undefined;
  readonly code: TransportErrorDetails['code'];
  readonly body: string | undefined;

  constructor(
    readonly kind: TransportErrorKind,
    message: string,
    details: TransportErrorDetails,
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.url = details.url;
    this.status = details.status;
    this.code = details.code;
    this.body = details.body;
  }
}

export const isTransportError = (error: unknown): error is TransportError => error instanceof TransportError;

/** True for calls the caller itself gave up on (a newer request, a removed island): show nothing. */
export const isAborted = (error: unknown): boolean => isTransportError(error) && error.kind === 'aborted';

/** The i18n key of the message a shopper should see for a failed call. */
/** The shared catalogue's message for each way a call fails (src/i18n: each is a MessageKey). */
export type ErrorMessageKey =
  'error.unknown' | 'error.offline' | 'error.network' | 'error.timeout' | 'error.http' | 'error.session' | 'error.protocol';

export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (!isTransportError(error)) return 'error.unknown';
  switch (error.kind) {
    case 'network':
      return error.code === 'offline' ? 'error.offline' : 'error.network';
    case 'timeout':
      return 'error.timeout';
    case 'http':
      return 'error.http';
    case 'protocol':
      return error.code === 'minus-one' ? 'error.session' : 'error.protocol';
    case 'aborted':
      return 'error.unknown';
  }
}
