/** Where the enlarged image sits under the pointer: the pointed spot of the photo stays under it. */

export interface Size {
  width: number;
  height: number;
}

/**
 * Whether a frame zooms, as single-product.js decides: only when its large image (WooCommerce's
 * `data-large_image_width`) is wider than the gallery; an enlarged small image is only a blurred one.
 * Markup that does not say the width zooms.
 */
export const zoomsIn = (largeImageWidth: number, galleryWidth: number): boolean => !(largeImageWidth > 0) || largeImageWidth > galleryWidth;

export interface ZoomLayout extends Size {
  left: number;
  top: number;
}

/** The enlarged size: the image's own size, but at least `minScale` times the frame. */
export function zoomSize(frame: Size, natural: Size, minScale = 2): Size {
  const ratio = natural.width > 0 && natural.height > 0 ? natural.height / natural.width : frame.height / Math.max(frame.width, 1);
  const width = Math.max(natural.width, frame.width * minScale);
  return { width, height: Math.max(width * ratio, frame.height) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Offsets for the pointer at (x, y) inside the frame (coordinates relative to its top left). */
export function zoomLayout(pointer: { x: number; y: number }, frame: Size, natural: Size, minScale = 2): ZoomLayout {
  const size = zoomSize(frame, natural, minScale);
  const fx = frame.width > 0 ? clamp(pointer.x / frame.width, 0, 1) : 0.5;
  const fy = frame.height > 0 ? clamp(pointer.y / frame.height, 0, 1) : 0.5;
  return {
    ...size,
    left: -fx * (size.width - frame.width),
    top: -fy * (size.height - frame.height),
  };
}

/** Index after a step, wrapping round in both directions. */
export const wrapIndex = (index: number, step: number, count: number) => (count <= 0 ? 0 : (((index + step) % count) + count) % count);

/** A horizontal swipe: far enough sideways and more sideways than up or down. */
export function swipeDirection(dx: number, dy: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
