/**
 * A Complianz consent area's content: once allowed, `GET complianz/v1/consent-area/{post}/{block}`
 * answers a JSON string of server HTML. A failed load keeps the reason for the notice and may be
 * tried again; leaving the page aborts the call.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { rest } from '../../src/wp/ajax';
import { errorMessageKey, isAborted } from '../../src/wp/errors';
import { sanitizerReady } from '../../src/islands/ServerHtml';

export interface ConsentArea {
  postId: number;
  blockId: string;
}

type AreaState =
  { status: 'idle' | 'loading'; html: string } | { status: 'ready'; html: string } | { status: 'failed'; html: string; messageKey: string };

/** A consent area's ids as Complianz prints them: a positive post id and a block id of letters, digits, `-` and `_`. */
export const isAreaId = (postId: number | undefined, blockId: string | undefined): blockId is string =>
  postId !== undefined && Number.isInteger(postId) && postId > 0 && typeof blockId === 'string' && /^[\w-]{1,64}$/.test(blockId);

export function useConsentArea(area: ConsentArea | undefined, allowed: boolean) {
  const [state, setState] = useState<AreaState>({ status: 'idle', html: '' });
  const [inserted, setInserted] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const wanted = Boolean(area) && allowed;
  const postId = area?.postId;
  const blockId = area?.blockId;
  const loaded = useRef(false);

  useEffect(() => {
    // host markup names the area: a post id and a block id (Gutenberg's clientId), nothing else
    if (!wanted || !isAreaId(postId, blockId) || loaded.current) return;
    loaded.current = true;
    const controller = new AbortController();
    setState({ status: 'loading', html: '' });
    // the sanitiser is fetched only here, beside the content: most placeholders never load an area
    void sanitizerReady(true);
    // no nonce: Complianz's route is open to everyone (permission_callback __return_true) and a stale
    // nonce from a cached page would make WordPress answer 403 rest_cookie_invalid_nonce instead
    rest(`complianz/v1/consent-area/${postId}/${encodeURIComponent(blockId)}`, {
      signal: controller.signal,
      schema: v.string(),
      nonce: false,
    }).then(
      (html) => setState({ status: 'ready', html }),
      (error: unknown) => {
        if (isAborted(error)) return;
        loaded.current = false;
        setState({ status: 'failed', html: '', messageKey: errorMessageKey(error) });
      },
    );
    return () => {
      controller.abort();
      loaded.current = false;
    };
  }, [wanted, postId, blockId, attempt]);

  const fail = useCallback((error: unknown) => {
    loaded.current = false;
    setState({ status: 'failed', html: '', messageKey: errorMessageKey(error) });
  }, []);

  return {
    status: state.status,
    html: state.html,
    messageKey: state.status === 'failed' ? state.messageKey : '',
    inserted,
    markInserted: setInserted,
    fail,
    clearError: () => setState((current) => (current.status === 'failed' ? { status: 'idle', html: '' } : current)),
    retry: () => setAttempt((count) => count + 1),
  };
}
