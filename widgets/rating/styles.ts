/** The rating widget's built-in styles, injected once (themes may override every class). */
import { injectStyles } from '../../src/ui/styles';

const RATING_CSS = `
.si-rating{display:grid;justify-items:center;align-content:center;gap:6px;text-align:center}
.si-rating>p{margin:0}
.si-rating__heading{font-weight:700}
.si-rating__stars{display:flex;gap:4px;color:#e0a100}
.si-rating__star{display:inline-flex;width:36px;height:36px;cursor:pointer;border-radius:4px}
.si-rating__star svg{width:100%;height:100%}
.si-rating__star:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.si-rating--locked .si-rating__star{cursor:default}
/* the keyboard hint shows while a star has keyboard focus; otherwise it only describes the group, so the widget fits the printed box */
.si-rating__hint{font-size:12px;color:#666;position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.si-rating__stars:has(:focus-visible)+.si-rating__hint{position:static;width:auto;height:auto;overflow:visible;clip-path:none;white-space:normal}
.si-rating__hover-text{margin:0;font-size:14px;min-height:1.4em}
.si-rating__message{margin:0}
.si-rating__message:empty{display:none}
.si-rating__message--error{color:#b00020;font-weight:600}
.si-rating__feedback{display:grid;gap:6px;width:100%;max-width:480px;text-align:left}
.si-rating__social ul{display:flex;gap:12px;list-style:none;padding:0;margin:0}
`;

if (typeof document !== 'undefined') injectStyles(document, 'si-rating-styles', RATING_CSS);
