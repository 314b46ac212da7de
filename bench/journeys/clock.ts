/**
 * One clock for everything a journey measures: milliseconds since the epoch. The page stamps its
 * events with `performance.timeOrigin + t` (t: an event's `timeStamp`, a `performance.now()`, a
 * performance entry's `startTime`; done in the page by recorder.ts, which cannot import); the
 * DevTools protocol stamps a request with `wallTime` (seconds since the epoch) beside `timestamp`
 * (seconds on a monotonic clock), so its other events, which carry only `timestamp`, convert
 * through an anchor taken from a requestWillBeSent.
 */

/** A monotonic DevTools timestamp and the wall time that went with it (Network.requestWillBeSent). */
export interface Anchor {
  /** seconds, monotonic */
  timestamp: number;
  /** seconds since the epoch */
  wallTime: number;
}

/** A DevTools `timestamp` (seconds, monotonic) on the epoch clock, through an anchor of the same browser. */
export const monotonicToEpochMs = (timestamp: number, anchor: Anchor): number => (anchor.wallTime + (timestamp - anchor.timestamp)) * 1000;

/** Milliseconds from the tap to a later moment, both on the epoch clock; null where the moment never came. */
export const sinceTap = (tapMs: number, atMs: number | null | undefined): number | null =>
  atMs === null || atMs === undefined || !Number.isFinite(atMs) ? null : Math.max(0, atMs - tapMs);
