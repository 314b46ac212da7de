import { build } from 'esbuild';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { setConsentDefaults, updateConsentMode } from './consent-mode';

/** The snippet as tsup builds it (tsup.config.ts): one classic IIFE for older browsers too. */
async function snippet(): Promise<string> {
  const result = await build({
    entryPoints: ['src/consent/head.ts'],
    bundle: true,
    format: 'iife',
    target: 'es2015',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

type PageWindow = Window & { dataLayer?: unknown[]; gtag?: unknown; seenByTag?: unknown[][] };

/** A fresh page: the snippet first in its head, then a tag that reads the dataLayer as it runs. */
async function pageWithSnippet(): Promise<PageWindow> {
  const win = new Window({ url: 'https://shop.example/', settings: { enableJavaScriptEvaluation: true } }) as PageWindow;
  win.document.write(
    `<!DOCTYPE html><html><head><script>${await snippet()}</script><script>window.seenByTag = window.dataLayer.map(function (entry) { return Array.prototype.slice.call(entry); });</script></head><body></body></html>`,
  );
  await win.happyDOM.waitUntilComplete();
  return win;
}

const commands = (layer: unknown[] = []) => layer.map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('the head snippet', () => {
  it('defines dataLayer and gtag and puts the denied defaults first, before any tag runs', async () => {
    const win = await pageWithSnippet();
    expect(typeof win.gtag).toBe('function');
    expect(win.seenByTag).toEqual([
      [
        'consent',
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          personalization_storage: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 500,
        },
      ],
    ]);
    await win.happyDOM.close();
  });

  it('keeps a dataLayer and gtag the page already has', async () => {
    const win = new Window({ url: 'https://shop.example/', settings: { enableJavaScriptEvaluation: true } }) as PageWindow;
    win.document.write(
      `<script>window.dataLayer = [{ event: 'early' }]; window.gtag = function () { window.dataLayer.push({ own: true }); };</script><script>${await snippet()}</script>`,
    );
    await win.happyDOM.waitUntilComplete();
    expect(win.dataLayer).toEqual([{ event: 'early' }, { own: true }]);
    await win.happyDOM.close();
  });

  it('then the core only updates: default first, then update, no second default', async () => {
    const win = await pageWithSnippet();
    setConsentDefaults(win);
    updateConsentMode({ functional: true, preferences: false, statistics: true, marketing: false }, win);
    expect(commands(win.dataLayer).map((command) => [command[1], (command[2] as Record<string, string>).analytics_storage])).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ]);
    await win.happyDOM.close();
  });

  it('without the snippet the core sets the defaults itself', () => {
    const win = new Window({ url: 'https://shop.example/', settings: { enableJavaScriptEvaluation: true } }) as PageWindow;
    setConsentDefaults(win);
    setConsentDefaults(win);
    expect(commands(win.dataLayer).map((command) => command[1])).toEqual(['default']);
  });
});
