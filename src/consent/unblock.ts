/**
 * Activates what the server printed blocked, as complianz.js does: `<script type="text/plain"
 * data-category data-service data-cmplz-src>` becomes a real script (attributes copied but type,
 * data-service, data-category, async; a module again with `data-script-type="module"`),
 * `data-src-cmplz` becomes an iframe's or image's `src` (or the attribute `data-cmplz-target` names,
 * for a lazy loader; `loading="lazy"` back with `data-deferlazy`), a stylesheet's `data-href` its
 * `href`. Once each; `data-waitfor` makes a script wait for the script it names (by service or by
 * part of its src) to load.
 */
import { reviveScript } from '../ui/revive-script';
import { safeHref } from '../wp/url';
import { BLOCKED_EMBEDS, BLOCKED_SCRIPTS } from './blocked';

export type Allowed = (category: string | null, service: string | null) => boolean;

const SKIPPED_ATTRIBUTES = new Set([
  'type',
  'data-service',
  'data-category',
  'async',
  'data-cmplz-src',
  'data-waitfor',
  'data-script-type',
]);
/** The attributes an embed's source may go to: its `src`, or a lazy loader's `data-…` (never an event handler). */
const SOURCE_ATTRIBUTE = /^(src|data-[a-z][\w-]*)$/;

interface Loaded {
  service: string | null;
  src: string;
  done: Promise<void>;
}

export interface Unblocker {
  /** Activate every blocked element below `root` that `allowed` now permits. */
  run(root?: ParentNode): void;
  /** How many elements were activated so far. */
  readonly activated: number;
}

export function createUnblocker(allowed: Allowed, doc: Document = document): Unblocker {
  const loaded: Loaded[] = [];
  const waiting: HTMLScriptElement[] = [];
  let activated = 0;

  const dependency = (waitfor: string) =>
    loaded.find((entry) => entry.service === waitfor || (entry.src !== '' && entry.src.includes(waitfor)));

  function activateScript(blocked: HTMLScriptElement) {
    blocked.setAttribute('data-cmplz-activated', blocked.getAttribute('data-category') ?? blocked.getAttribute('data-service') ?? '');
    const src = blocked.getAttribute('data-cmplz-src') ?? blocked.getAttribute('src') ?? '';
    const done = reviveScript(blocked, SKIPPED_ATTRIBUTES, src, blocked.getAttribute('data-script-type') === 'module' ? 'module' : null);
    loaded.push({ service: blocked.getAttribute('data-service'), src, done });
    activated++;
  }

  function settleWaiting() {
    for (const script of [...waiting]) {
      const found = dependency(script.getAttribute('data-waitfor') ?? '');
      if (!found) continue;
      waiting.splice(waiting.indexOf(script), 1);
      void found.done.then(() => {
        if (script.isConnected) {
          activateScript(script);
          settleWaiting();
        }
      });
    }
  }

  return {
    run(root: ParentNode = doc) {
      root.querySelectorAll<HTMLScriptElement>(BLOCKED_SCRIPTS).forEach((script) => {
        if (waiting.includes(script)) return;
        if (!allowed(script.getAttribute('data-category'), script.getAttribute('data-service'))) return;
        if (script.hasAttribute('data-waitfor')) waiting.push(script);
        else activateScript(script);
      });
      settleWaiting();
      root.querySelectorAll<HTMLElement>(BLOCKED_EMBEDS).forEach((embed) => {
        if (!allowed(embed.getAttribute('data-category'), embed.getAttribute('data-service'))) return;
        const stylesheet = embed.localName === 'link';
        const from = stylesheet ? 'data-href' : 'data-src-cmplz';
        // an embed's source only over http(s): a `javascript:` iframe would run in this page
        const src = safeHref(embed.getAttribute(from), { base: doc.baseURI });
        const target = embed.getAttribute('data-cmplz-target') ?? '';
        embed.removeAttribute(from);
        embed.setAttribute('data-cmplz-activated', embed.getAttribute('data-category') ?? '');
        if (embed.hasAttribute('data-deferlazy')) embed.setAttribute('loading', 'lazy');
        if (src) embed.setAttribute(stylesheet ? 'href' : SOURCE_ATTRIBUTE.test(target) ? target : 'src', src);
        activated++;
      });
    },
    get activated() {
      return activated;
    },
  };
}
