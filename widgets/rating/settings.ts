/** Rate My Post's printed `rmp_frontend` settings (flags: "1" off, "2" on; all strings) with host props over them. */

export interface RatingSettings {
  postId: number;
  nonce: string;
  texts: { afterVote: string; noVotes: string; alreadyVoted: string; emptyFeedback: string };
  showResultsBeforeVote: boolean;
  social: boolean;
  feedback: boolean;
  cookieLock: boolean;
  hoverTexts: boolean;
  preventAccidental: boolean;
  captcha: { siteKey: string } | null;
  loginRequired: boolean;
  loggedIn: boolean;
  positiveThreshold: number;
  ajaxLoad: boolean;
  notVotable: boolean;
}

type Raw = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const on = (value: unknown) => str(value) === '2';

export interface RatingOverrides {
  postId?: number | undefined;
  votable?: boolean | undefined;
}

export function readRatingSettings(raw: unknown, overrides: RatingOverrides = {}): RatingSettings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Raw;
  const printedPostId = Number(str(r.postID));
  const threshold = Number(str(r.positiveThreshold));
  return {
    postId: overrides.postId ?? (Number.isInteger(printedPostId) && printedPostId > 0 ? printedPostId : 0),
    nonce: str(r.nonce),
    texts: { afterVote: str(r.afterVote), noVotes: str(r.noVotes), alreadyVoted: str(r.cookie), emptyFeedback: str(r.emptyFeedback) },
    showResultsBeforeVote: !on(r.notShowRating),
    social: on(r.social),
    feedback: on(r.feedback),
    cookieLock: !on(r.cookieDisable),
    hoverTexts: on(r.hoverTexts),
    preventAccidental: on(r.preventAccidental),
    captcha: on(r.grecaptcha) && str(r.siteKey) ? { siteKey: str(r.siteKey) } : null,
    loginRequired: on(r.votingPriv),
    loggedIn: str(r.loggedIn) !== '' && str(r.loggedIn) !== 'false',
    positiveThreshold: Number.isFinite(threshold) && threshold > 0 ? threshold : 2,
    ajaxLoad: on(r.ajaxLoad),
    notVotable: overrides.votable === false || str(r.is_not_votable) === 'true',
  };
}
