/**
 * Builds a number format while the page is idle. The first Intl.NumberFormat of a page loads the
 * locale's number data (about 100 ms on a slow phone, measured on the rating's first vote): built
 * on the way to a result, it holds that result up; built here, the result finds it in the cache.
 */
import { useEffect } from 'react';
import { formatNumber } from '../i18n';

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** `options`: a constant, as the formatting that is to find it in the cache passes it. */
export function useWarmNumberFormat(locale: string, options: Intl.NumberFormatOptions): void {
  useEffect(() => {
    const win = window as IdleWindow;
    const warm = () => void formatNumber(0, locale, options);
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const id = win.requestIdleCallback(warm, { timeout: 5000 });
      return () => win.cancelIdleCallback!(id);
    }
    const id = window.setTimeout(warm, 1);
    return () => window.clearTimeout(id);
  }, [locale, options]);
}
