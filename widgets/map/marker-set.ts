/// <reference types="google.maps" />
/**
 * A map's markers, plain (no React): made, kept in `gmwdmapData.allMarkers<key>` as the plugin keeps
 * them, and taken down by `close()`. Clustered (when asked and there are several), the positions are
 * indexed first and the view's clusters drawn at once (cluster-layer.ts); the markers themselves are
 * made as they come into view or are asked for, and the rest after the first drawing in batches
 * (MARKER_BATCH, BATCH_MS), each its own task, so that allMarkers<key> ends up with every one.
 */
import { drawClusters, yieldToMain } from './cluster-layer';
import type { Maps } from './google';
import { placeMarker, type PlacedMarker } from './hooks/marker-kinds';
import type { MapMarker } from '../../src/maps/overlays';
import { keepInPluginData } from './plugin-data';
import { takeClusterSource } from './prepared';
import type { InfoWindowTrigger } from '../../src/maps/settings';

/** Markers are made in batches, each its own task, so that 10,000 of them never block input for long. */
export const MARKER_BATCH = 250;
/** …and a batch stops early once it has taken this long (slow devices, slow Maps objects). */
const BATCH_MS = 40;

export interface MarkerSetOptions {
  mapKey: string;
  advanced: boolean;
  cluster: boolean;
  trigger: InfoWindowTrigger;
  clusterTitle: (count: number) => string;
  /** a marker was clicked (or hovered, when info windows open on hover) */
  onActivate: (id: string, marker: PlacedMarker, how: 'click' | 'hover') => void;
}

export class MarkerSet {
  private closed = false;
  private readonly placed = new Map<string, PlacedMarker>();
  private readonly offs: Array<() => void> = [];
  private readonly byId: Map<string, MapMarker>;
  private undraw = () => {};

  constructor(
    private readonly maps: Maps,
    private readonly map: google.maps.Map,
    private readonly items: readonly MapMarker[],
    private readonly options: MarkerSetOptions,
  ) {
    this.byId = new Map(items.map((item) => [item.id, item]));
  }

  /** The marker of `id`; a clustered one becomes a Google object when it is first asked for. */
  get(id: string): PlacedMarker | undefined {
    const item = this.byId.get(id);
    return item && !this.closed ? this.make(item, null) : undefined;
  }

  /** Puts them on the map; `ready` once `get` may be asked (clustered: as soon as the index is in). */
  async draw(ready: () => void): Promise<void> {
    const { maps, map, items, options } = this;
    if (!(options.cluster && items.length > 1)) {
      if (!(await this.makeAll(map))) return;
      this.keepAll();
      ready();
      return;
    }
    const index = await takeClusterSource(items);
    if (this.closed) return index.close();
    let firstDrawn = () => {};
    const drawn = new Promise<void>((resolve) => (firstDrawn = resolve));
    const undrawClusters = drawClusters(
      maps,
      map,
      index,
      (point) => this.make(items[point]!, null),
      options.advanced,
      (count) => options.clusterTitle(count),
      () => firstDrawn(),
    );
    this.undraw = () => {
      undrawClusters();
      index.close();
    };
    this.keepAll();
    ready();
    await drawn;
    await yieldToMain();
    if (this.closed || !(await this.makeAll(null))) return;
    this.keepAll();
  }

  close(): void {
    this.closed = true;
    this.undraw();
    this.offs.forEach((off) => off());
    this.placed.forEach((marker) => marker.remove());
    keepInPluginData('allMarkers', this.options.mapKey, []);
  }

  private make(item: MapMarker, onMap: google.maps.Map | null): PlacedMarker {
    const known = this.placed.get(item.id);
    if (known) return known;
    const { advanced, trigger, onActivate } = this.options;
    const marker = placeMarker(this.maps, advanced, {
      position: { lat: item.lat, lng: item.lng },
      title: item.title,
      icon: item.icon,
      animation: item.animation,
      onMap,
    });
    this.placed.set(item.id, marker);
    this.offs.push(marker.onClick(() => onActivate(item.id, marker, 'click')));
    if (trigger === 'hover') this.offs.push(marker.onHover(() => onActivate(item.id, marker, 'hover')));
    return marker;
  }

  private keepAll() {
    keepInPluginData(
      'allMarkers',
      this.options.mapKey,
      [...this.byId.keys()].flatMap((id) => this.placed.get(id)?.google ?? []),
    );
  }

  /** makes the markers not made yet, at most MARKER_BATCH (and BATCH_MS) per task; false once closed */
  private async makeAll(onMap: google.maps.Map | null): Promise<boolean> {
    let batch = 0;
    let started = performance.now();
    for (const item of this.items) {
      if (this.placed.has(item.id)) continue;
      if (batch === MARKER_BATCH || (batch > 0 && performance.now() - started > BATCH_MS)) {
        await yieldToMain();
        if (this.closed) return false;
        batch = 0;
        started = performance.now();
      }
      this.make(item, onMap);
      batch++;
    }
    return true;
  }
}
