// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, readReply, toCoords, type ClusterRequest, type ClusterReply } from './cluster-protocol';
import {
  clusterSource,
  clusterSourceFromJson,
  mainThreadSource,
  workerSource,
  WORKER_MIN_POINTS,
  type ClusterSource,
} from './cluster-source';
import { ClusterIndex, paddedView, type Bounds, type ViewItem } from './clusters';
import { markerRows, parseMarkers, parseMarkersInSlices } from '../../src/maps/overlays';
import { parseJsonInSlices, printedMarkerData, printedMarkerText } from './printed-markers';

/** A fixed pseudo-random spread over Germany, as the lab page prints it. */
function germany(count: number) {
  let seed = 20261122;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => ({ lat: 47.4 + next() * 7.5, lng: 6 + next() * 9 }));
}
const rowsOf = (points: Array<{ lat: number; lng: number }>) =>
  Object.fromEntries(
    points.map((point, index) => [
      index + 1,
      { id: String(index + 1), lat: String(point.lat), lng: String(point.lng), title: `Standort ${index + 1}` },
    ]),
  );
const WORLD: Bounds = { south: -85, west: -180, north: 85, east: 180 };
const GERMANY_VIEW: Bounds = { south: 46, west: 4, north: 56, east: 17 };
const total = (items: ViewItem[]) => items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('viewport clustering', () => {
  it('pads the view by the given pixels at the zoom (more degrees zoomed out, fewer zoomed in)', () => {
    const [west, south, east, north] = paddedView({ south: 50, west: 8, north: 52, east: 10 }, 6, 60);
    // 60 px at zoom 6 is 60 / (256 · 64) of 360°
    expect(8 - west).toBeCloseTo((60 / (256 * 64)) * 360, 6);
    expect(east - 10).toBeCloseTo((60 / (256 * 64)) * 360, 6);
    expect(south).toBeLessThan(50);
    expect(north).toBeGreaterThan(52);
    const [westIn] = paddedView({ south: 50, west: 8, north: 52, east: 10 }, 12, 60);
    expect(8 - westIn).toBeLessThan(8 - west);
  });

  it('accounts for every point in the view: the cluster counts and the single points add up', () => {
    const points = germany(2000);
    const index = new ClusterIndex(points);
    const zoomedOut = index.view(GERMANY_VIEW, 6);
    expect(zoomedOut.some((item) => item.kind === 'cluster')).toBe(true);
    expect(total(zoomedOut)).toBe(2000);
    // zoomed in past maxZoom every point stands alone, and only those in view are drawn
    const berlin = { south: 52.4, west: 13.2, north: 52.6, east: 13.6 };
    const close = index.view(berlin, 16);
    expect(close.every((item) => item.kind === 'point')).toBe(true);
    const inView = points.filter((point) => point.lat >= 52.4 && point.lat <= 52.6 && point.lng >= 13.2 && point.lng <= 13.6);
    expect(close.length).toBeGreaterThanOrEqual(inView.length);
  });

  it('gives a cluster the bounds of its points (a click zooms there)', () => {
    const index = new ClusterIndex(germany(500));
    const cluster = index.view(GERMANY_VIEW, 5).find((item) => item.kind === 'cluster')!;
    expect(cluster).toBeDefined();
    const bounds = index.clusterBounds((cluster as { id: number }).id);
    expect(bounds.south).toBeLessThanOrEqual(bounds.north);
    expect(bounds.west).toBeLessThanOrEqual(bounds.east);
    expect(bounds.south).toBeGreaterThanOrEqual(47.4);
    expect(bounds.north).toBeLessThanOrEqual(54.9);
  });
});

describe('reading many printed markers', () => {
  it('in slices gives the same markers as parseMarkers, unpublished and invalid ones left out', async () => {
    const data = {
      ...rowsOf(germany(1234)),
      9001: { id: '9001', lat: 'x', lng: '1' },
      9002: { id: '9002', lat: '1', lng: '2', published: '0' },
    };
    let pauses = 0;
    const sliced = await parseMarkersInSlices(markerRows(data), 100, async () => void pauses++);
    expect(sliced).toEqual(parseMarkers(data));
    expect(sliced).toHaveLength(1234);
    expect(pauses).toBe(12);
  });

  it('parses big JSON in pieces to the same value as JSON.parse, whatever the strings hold, and rejects what JSON.parse rejects', async () => {
    const tricky = {
      10: { id: '10', title: 'ends with },"', address: 'a "quoted" \\ back\\slash', nested: { list: [1, { deep: '],[' }] } },
      2: { id: '2', title: '{[,]}' },
      b: { id: 'b', title: 'Ünïcödé \u2028 \u003c/script>' },
      a: { id: 'a' },
    };
    const texts = [
      JSON.stringify(tricky),
      ` \n ${JSON.stringify(tricky, null, 2)} \n`,
      JSON.stringify(Object.values(tricky)),
      JSON.stringify(rowsOf(germany(300))),
      '{"1":{"id":"1"},"1":{"id":"again"},"x":2}',
      '{}',
      '[]',
      '[[1,2],[3]]',
    ];
    for (const text of texts)
      for (const chars of [1, 7, 100, 1e9]) expect(await parseJsonInSlices(text, chars, async () => {})).toEqual(JSON.parse(text));
    // the same key order as JSON.parse (integer keys ascending, then the others as written)
    expect(Object.keys((await parseJsonInSlices(JSON.stringify(tricky), 1, async () => {})) as object)).toEqual(Object.keys(tricky));
    for (const broken of ['{"1":', '{"1":{}}}', '[1,]', '{"a":1} x', '', 'nope'])
      await expect(parseJsonInSlices(broken, 1, async () => {})).rejects.toThrow();
  });

  it('finds a map’s JSON marker script by its key; gmwdmapData.mapMarkers<key> comes first; broken JSON counts as none', () => {
    document.body.innerHTML = `<script type="application/json" data-gmwd-markers="3">{"1":{"id":"1","lat":"52.5","lng":"13.4"}}</script>
<script type="application/json" data-gmwd-markers="4">{"1":</script>`;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(printedMarkerData(undefined, '3')).toEqual({ 1: { id: '1', lat: '52.5', lng: '13.4' } });
    expect(printedMarkerData({ 7: { id: '7' } }, '3')).toEqual({ 7: { id: '7' } });
    expect(printedMarkerText({ 7: { id: '7' } }, '3')).toBeNull();
    expect(printedMarkerData(undefined, '4')).toBeNull();
    expect(printedMarkerData(undefined, '5')).toBeNull();
  });
});

describe('the clustering worker’s messages', () => {
  it('answers load, view and bounds as the index does, and reads JSON markers as parseMarkers does', () => {
    const points = germany(300);
    const state = { index: null };
    expect(answer(state, { type: 'load', coords: toCoords(points) })).toEqual({ type: 'loaded', count: 300 });
    const view = answer(state, { type: 'view', seq: 1, bounds: GERMANY_VIEW, zoom: 6 });
    expect(view).toEqual({ type: 'view', seq: 1, items: new ClusterIndex(points).view(GERMANY_VIEW, 6) });
    const text = JSON.stringify({ ...rowsOf(points), 999: { id: '999', lat: 'none', lng: '1' } });
    expect(answer({ index: null }, { type: 'load-json', text })).toEqual({ type: 'loaded', count: 300 });
    expect(answer({ index: null }, { type: 'load-json', text: '{"1":' })).toMatchObject({ type: 'error' });
    expect(answer({ index: null }, { type: 'view', seq: 2, bounds: WORLD, zoom: 3 })).toMatchObject({ type: 'error', seq: 2 });
  });

  it('refuses replies that do not fit: unknown points, bad counts, no sequence number, another shape', () => {
    const good: ClusterReply = {
      type: 'view',
      seq: 1,
      items: [
        { kind: 'point', index: 4 },
        { kind: 'cluster', id: 9, count: 3, lat: 50, lng: 8 },
      ],
    };
    expect(readReply(good, 5)).toEqual(good);
    expect(readReply({ ...good, items: [{ kind: 'point', index: 5 }] }, 5)).toBeNull();
    expect(readReply({ ...good, items: [{ kind: 'point', index: 1.5 }] }, 5)).toBeNull();
    expect(readReply({ ...good, items: [{ kind: 'cluster', id: 1, count: 1, lat: 50, lng: 8 }] }, 5)).toBeNull();
    expect(readReply({ ...good, items: [{ kind: 'cluster', id: 1, count: 6, lat: 50, lng: 8 }] }, 5)).toBeNull();
    expect(readReply({ ...good, items: [{ kind: 'cluster', id: 1, count: 2, lat: Number.NaN, lng: 8 }] }, 5)).toBeNull();
    expect(readReply({ type: 'view', items: [] }, 5)).toBeNull();
    expect(readReply({ type: 'loaded', count: 4 }, 5)).toBeNull();
    expect(readReply({ type: 'loaded', count: 4 }, null)).toEqual({ type: 'loaded', count: 4 });
    expect(readReply({ type: 'bounds', seq: 1, bounds: { south: 1, west: 2, north: 3 } }, 5)).toBeNull();
    expect(readReply('loaded', 5)).toBeNull();
    expect(readReply(null, 5)).toBeNull();
    expect(readReply({ type: 'surprise' }, 5)).toBeNull();
  });
});

type Behaviour = (request: ClusterRequest, reply: ClusterReply) => unknown;
/** An in-process stand-in for the worker: answers with `answer`, or what `behaviour` makes of it. */
class FakeWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  private state = { index: null };
  constructor(private behaviour: Behaviour = (_request, reply) => reply) {}
  postMessage(request: ClusterRequest) {
    setTimeout(() => {
      if (this.terminated) return;
      const reply = this.behaviour(request, answer(this.state, request));
      if (reply instanceof Error) this.onerror?.({ message: reply.message, preventDefault() {} });
      else if (reply !== undefined) this.onmessage?.({ data: reply });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}
const factory = (behaviour?: Behaviour) => {
  const made: FakeWorker[] = [];
  const make = () => {
    const worker = new FakeWorker(behaviour);
    made.push(worker);
    return worker as unknown as Worker;
  };
  return { make, made };
};
const viewOf = (source: ClusterSource) => source.view(GERMANY_VIEW, 6);

describe('clustering in a worker, or here when it cannot', () => {
  const points = germany(WORKER_MIN_POINTS + 200);
  const expected = new ClusterIndex(points).view(GERMANY_VIEW, 6);

  it('asks the worker for views and cluster bounds, and answers as the main thread would', async () => {
    const { make, made } = factory();
    const source = await clusterSource(points, make);
    expect(made).toHaveLength(1);
    expect(await viewOf(source)).toEqual(expected);
    const cluster = expected.find((item) => item.kind === 'cluster') as { id: number };
    expect(await source.clusterBounds(cluster.id)).toEqual(new ClusterIndex(points).clusterBounds(cluster.id));
    source.close();
    expect(made[0]!.terminated).toBe(true);
  });

  it('clusters small maps on the main thread, without a worker', async () => {
    const { make, made } = factory();
    const source = await clusterSource(germany(50), make);
    expect(made).toHaveLength(0);
    expect(total(await viewOf(source))).toBe(50);
  });

  it('falls back to the main thread, with every marker, when the worker cannot start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const source = await clusterSource(points, () => {
      throw new Error('blocked by CSP');
    });
    expect(await viewOf(source)).toEqual(expected);
    expect(total(await viewOf(source))).toBe(points.length);
  });

  it('falls back when the worker fails or answers nonsense while loading', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const behaviour of [
      () => new Error('SyntaxError in the worker'),
      () => ({ type: 'loaded', count: 3 }),
      () => 'hello',
    ] satisfies Behaviour[]) {
      const { make, made } = factory(behaviour);
      const source = await clusterSource(points, make);
      expect(made[0]!.terminated).toBe(true);
      expect(total(await viewOf(source))).toBe(points.length);
    }
  });

  it('gives up a worker that never answers', async () => {
    await expect(workerSource(points, factory(() => undefined).make, 20)).rejects.toThrow(/did not answer/);
  });

  it('answers a question here when the worker’s reply to it is malformed, and stays here', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { make, made } = factory((request, reply) =>
      request.type === 'view' ? { type: 'view', seq: request.seq, items: [{ kind: 'point', index: 1e9 }] } : reply,
    );
    const source = await clusterSource(points, make);
    expect(await viewOf(source)).toEqual(expected);
    expect(made[0]!.terminated).toBe(true);
    expect(total(await viewOf(source))).toBe(points.length);
  });

  it('indexes printed JSON in the worker while the map reads it; a different count falls back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const text = JSON.stringify(rowsOf(points));
    const source = await clusterSourceFromJson(text, Promise.resolve(points), factory().make);
    expect(await viewOf(source)).toEqual(expected);
    const fewer = points.slice(0, -1);
    const fallback = await clusterSourceFromJson(text, Promise.resolve(fewer), factory().make);
    expect(total(await viewOf(fallback))).toBe(fewer.length);
    const here = await clusterSourceFromJson(text, Promise.resolve(points), null);
    expect(await viewOf(here)).toEqual(expected);
    expect(await viewOf(mainThreadSource(points))).toEqual(expected);
  });
});
