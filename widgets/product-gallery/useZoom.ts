/**
 * The hover zoom's state and its side effects: which frame is zoomed and whether its large image has
 * loaded, the failure badge's 2500 ms, and the zoomed image kept under the pointer.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Frame } from './Gallery';
import { zoomLayout, zoomsIn } from './zoom';

export const ZOOM_ERROR_MS = 2500;

export type Zoom = { frame: number; src: string; loaded: boolean };
export type Point = { clientX: number; clientY: number };

export interface ZoomControl {
  zoom: Zoom | null;
  /** the frame whose large image failed, for ZOOM_ERROR_MS */
  failedFrame: number | null;
  image: RefObject<HTMLImageElement | null>;
  /** where the pointer last was over the images */
  pointer: RefObject<Point>;
  /** puts the loaded zoomed image where `at` is */
  place(at: Point): void;
  /** whether the image at `index` is one that zooms (where the theme zooms: every image with a slider, else the first) */
  zoomsAt(index: number): boolean;
  start(index: number): void;
  end(): void;
  loaded(index: number): void;
  failed(index: number): void;
}

export function useZoom(frames: Frame[], enabled: boolean, slider = true): ZoomControl {
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const [failedFrame, setFailedFrame] = useState<number | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const pointer = useRef<Point>({ clientX: 0, clientY: 0 });

  const place = useCallback(
    (at: Point) => {
      const shown = image.current;
      if (!zoom?.loaded || !shown) return;
      const rect = frames[zoom.frame]!.element.getBoundingClientRect();
      const layout = zoomLayout(
        { x: at.clientX - rect.left, y: at.clientY - rect.top },
        { width: rect.width, height: rect.height },
        { width: shown.naturalWidth, height: shown.naturalHeight },
      );
      Object.assign(shown.style, {
        width: `${layout.width}px`,
        height: `${layout.height}px`,
        left: `${layout.left}px`,
        top: `${layout.top}px`,
      });
    },
    [frames, zoom],
  );

  // once loaded, the zoomed image sits where the pointer is before it is painted
  useLayoutEffect(() => {
    if (zoom?.loaded) place(pointer.current);
  }, [zoom, place]);

  // the failure badge goes after ZOOM_ERROR_MS
  useEffect(() => {
    if (failedFrame === null) return;
    const timer = setTimeout(() => setFailedFrame(null), ZOOM_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failedFrame]);

  // single-product.js zooms the slide shown, and without a slider only the first image
  const zoomsAt = (index: number) => enabled && (slider || index === 0);
  const start = (index: number) => {
    const frame = frames[index];
    if (!zoomsAt(index) || !frame?.full || zoom?.frame === index) return;
    const galleryWidth = (frame.element.closest('.woocommerce-product-gallery') ?? frame.element).getBoundingClientRect().width;
    if (zoomsIn(Number(frame.image?.getAttribute('data-large_image_width')), galleryWidth))
      setZoom({ frame: index, src: frame.full, loaded: false });
  };
  const end = () => setZoom(null);
  const loaded = (index: number) => setZoom((state) => (state?.frame === index ? { ...state, loaded: true } : state));
  const failed = (index: number) => {
    setZoom((state) => (state?.frame === index ? null : state));
    setFailedFrame(index);
  };

  return { zoom, failedFrame, image, pointer, place, zoomsAt, start, end, loaded, failed };
}

/** The pointer that woke the island is already over an image: zoom there as if it had just arrived. */
export function useZoomWherePointerIs(frames: Frame[], zoom: ZoomControl): void {
  useEffect(() => {
    let hovered: number;
    try {
      hovered = frames.findIndex((frame) => !frame.element.hidden && frame.element.matches(':hover'));
    } catch {
      hovered = -1; // a browser without :hover in matches()
    }
    if (hovered < 0) return;
    const rect = frames[hovered]!.element.getBoundingClientRect();
    zoom.pointer.current = { clientX: rect.left + rect.width / 2, clientY: rect.top + rect.height / 2 };
    zoom.start(hovered);
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
