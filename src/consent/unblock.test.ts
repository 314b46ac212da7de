import { afterEach, describe, expect, it } from 'vitest';
import { createUnblocker } from './unblock';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('unblocking', () => {
  it('turns allowed blocked scripts into real ones, copying attributes but the blocking ones, once', () => {
    document.body.innerHTML = `
      <script type="text/plain" data-category="statistics" data-service="google-analytics" id="ga" class="cmplz-script" async data-cmplz-src="/ga.js"></script>
      <script type="text/plain" data-category="marketing">window.__inline = (window.__inline || 0) + 1</script>`;
    let marketing = false;
    const unblocker = createUnblocker((category) => category === 'statistics' || (category === 'marketing' && marketing));
    unblocker.run();
    const ga = document.getElementById('ga') as HTMLScriptElement;
    expect(ga.getAttribute('type')).toBeNull();
    expect(ga.getAttribute('src')).toBe('/ga.js');
    expect(ga.className).toBe('cmplz-script');
    for (const attribute of ['data-category', 'data-service', 'async', 'data-cmplz-src']) expect(ga.hasAttribute(attribute)).toBe(false);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    marketing = true;
    unblocker.run();
    unblocker.run();
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(0);
    expect(unblocker.activated).toBe(2);
  });

  it('sets the src of allowed embeds and leaves the others blocked', () => {
    document.body.innerHTML = `<iframe id="yt" data-src-cmplz="https://www.youtube-nocookie.com/embed/x" data-category="marketing" data-service="youtube"></iframe>
      <iframe id="maps" data-src-cmplz="https://maps.example/embed" data-category="marketing" data-service="google-maps"></iframe>`;
    createUnblocker((_category, service) => service === 'youtube').run();
    expect(document.getElementById('yt')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/x');
    expect(document.getElementById('maps')!.hasAttribute('src')).toBe(false);
  });

  it('runs a data-waitfor script only after the script it names has loaded', async () => {
    document.body.innerHTML = `
      <script type="text/plain" data-category="statistics" data-waitfor="gtag/js">window.__order = (window.__order || []).concat('config')</script>
      <script type="text/plain" data-category="statistics" data-service="google-analytics" data-cmplz-src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>`;
    createUnblocker(() => true).run();
    const inline = () => [...document.querySelectorAll('script')].filter((script) => script.textContent?.includes('__order'));
    expect(inline()[0]!.getAttribute('type')).toBe('text/plain');
    const external = document.querySelector<HTMLScriptElement>('script[src*="gtag/js"]')!;
    external.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inline()[0]!.hasAttribute('type')).toBe(false);
  });

  it('a module script comes back as a module', () => {
    document.body.innerHTML = `<script type="text/plain" data-script-type="module" data-category="statistics" id="stats" data-cmplz-src="https://stats.example/tracker.mjs"></script>`;
    createUnblocker(() => true).run();
    const script = document.getElementById('stats') as HTMLScriptElement;
    expect(script.getAttribute('type')).toBe('module');
    expect(script.hasAttribute('data-script-type')).toBe(false);
    expect(script.getAttribute('src')).toBe('https://stats.example/tracker.mjs');
  });

  it('a stylesheet gets its href; an embed its source where data-cmplz-target says, lazy again with data-deferlazy', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" id="fonts" data-href="https://fonts.example/css?family=Roboto" data-category="marketing" data-service="google-fonts">',
    );
    document.body.innerHTML = `
      <iframe id="lazy" data-cmplz-target="data-src" data-src-cmplz="https://maps.example/embed" data-category="marketing" data-deferlazy="1"></iframe>
      <iframe id="evil" data-cmplz-target="onload" data-src-cmplz="https://maps.example/embed" data-category="marketing"></iframe>
      <img id="pixel" data-src-cmplz="https://ads.example/pixel.gif" data-category="marketing">
      <link rel="stylesheet" id="script-url" data-href="javascript:alert(1)" data-category="marketing">`;
    createUnblocker(() => true).run();
    const fonts = document.getElementById('fonts')!;
    expect([fonts.getAttribute('href'), fonts.hasAttribute('data-href')]).toEqual(['https://fonts.example/css?family=Roboto', false]);
    const lazy = document.getElementById('lazy')!;
    expect([lazy.getAttribute('data-src'), lazy.hasAttribute('src'), lazy.getAttribute('loading')]).toEqual([
      'https://maps.example/embed',
      false,
      'lazy',
    ]);
    const evil = document.getElementById('evil')!;
    expect([evil.getAttribute('src'), evil.hasAttribute('onload')]).toEqual(['https://maps.example/embed', false]);
    expect(document.getElementById('pixel')!.getAttribute('src')).toBe('https://ads.example/pixel.gif');
    expect(document.getElementById('script-url')!.hasAttribute('href')).toBe(false);
    fonts.remove();
  });

  it('a stylesheet without consent stays without its href', () => {
    document.body.innerHTML = '<link rel="stylesheet" id="fonts" data-href="https://fonts.example/css" data-category="marketing">';
    createUnblocker((category) => category !== 'marketing').run();
    expect(document.getElementById('fonts')!.hasAttribute('href')).toBe(false);
  });
});
