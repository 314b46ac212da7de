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
});
