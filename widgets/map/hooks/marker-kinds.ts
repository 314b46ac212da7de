/// <reference types="google.maps" />
/**
 * One face for the two kinds of Google marker: `AdvancedMarkerElement` when the map has a Google
 * cloud map id, the classic `google.maps.Marker` (deprecated for new keys since February 2024) only
 * without one.
 */
import { injectStyles } from '../../../src/ui/styles';
import type { Maps } from '../google';
import type { LatLng } from '../../../src/maps/overlays';

export type GoogleMarker = google.maps.Marker | google.maps.marker.AdvancedMarkerElement;

export interface MarkerOptions {
  position: LatLng;
  title: string;
  icon?: string | null;
  animation?: 'BOUNCE' | 'DROP' | null;
  zIndex?: number;
  /** clustered markers are put on the map by the clusterer */
  onMap: google.maps.Map | null;
}

export interface PlacedMarker {
  readonly google: GoogleMarker;
  readonly position: LatLng;
  onClick(handler: () => void): () => void;
  onHover(handler: () => void): () => void;
  /** puts it on a map (the clusterer shows single markers this way) */
  show(map: google.maps.Map): void;
  remove(): void;
}

/**
 * Advanced markers have no `animation` option: Google's own sample animates the marker's content
 * with CSS. BOUNCE bounces until the marker goes, DROP falls in once; neither moves for visitors who
 * asked for less motion.
 */
const ANIMATION_CSS =
  '.si-map-marker--drop{animation:si-map-drop .5s cubic-bezier(.3,0,.6,1) both}' +
  '@keyframes si-map-drop{from{transform:translateY(-200px);opacity:0}to{transform:none;opacity:1}}' +
  '.si-map-marker--bounce{animation:si-map-bounce .7s ease-in-out infinite alternate}' +
  '@keyframes si-map-bounce{from{transform:none}to{transform:translateY(-14px)}}' +
  '@media (prefers-reduced-motion:reduce){.si-map-marker--drop,.si-map-marker--bounce{animation:none}}';

export const animationClass = (animation: 'BOUNCE' | 'DROP') => `si-map-marker--${animation.toLowerCase()}`;

function iconElement(doc: Document, url: string): HTMLElement {
  const image = doc.createElement('img');
  image.src = url;
  image.alt = '';
  image.width = 32;
  image.height = 32;
  return image;
}

export function placeMarker(maps: Maps, advanced: boolean, options: MarkerOptions): PlacedMarker {
  const { position, title, icon, animation, zIndex, onMap } = options;
  if (advanced) {
    const marker = new maps.marker.AdvancedMarkerElement({
      position,
      title,
      gmpClickable: true,
      ...(zIndex === undefined ? {} : { zIndex }),
      ...(icon ? { content: iconElement(document, icon) } : {}),
      map: onMap,
    });
    if (animation) {
      injectStyles(document, 'si-map-marker-styles', ANIMATION_CSS);
      // the content (the pin or the icon) moves, so the marker keeps its place for clicks and clusters
      const face = marker.content instanceof HTMLElement ? marker.content : marker.element;
      face?.classList.add(animationClass(animation));
    }
    return {
      google: marker,
      position,
      onClick: (handler) => {
        const listener = marker.addListener('click', handler);
        return () => listener.remove();
      },
      onHover: (handler) => {
        const listening = new AbortController();
        marker.element?.addEventListener('mouseenter', handler, { signal: listening.signal });
        return () => listening.abort();
      },
      show: (map) => {
        marker.map = map;
      },
      remove: () => {
        marker.map = null;
      },
    };
  }
  const marker = new maps.Marker({
    position,
    title,
    ...(zIndex === undefined ? {} : { zIndex }),
    ...(icon ? { icon } : {}),
    ...(animation ? { animation: maps.Animation[animation] } : {}),
    ...(onMap ? { map: onMap } : {}),
  });
  const listen = (name: string, handler: () => void) => {
    const listener = marker.addListener(name, handler);
    return () => listener.remove();
  };
  return {
    google: marker,
    position,
    onClick: (handler) => listen('click', handler),
    onHover: (handler) => listen('mouseover', handler),
    show: (map) => marker.setMap(map),
    remove: () => marker.setMap(null),
  };
}
