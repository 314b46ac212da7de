/**
 * The review form's stars (single-product.js's `#rating` init): the select is hidden and five star
 * links take its place, WooCommerce's own markup (`p.stars > span[role=group] > a[role=radio].star-n`)
 * so the shop's stylesheet draws them; a click (or an arrow key) picks a rating into the select.
 * A review sent without a rating, when the shop requires one, is stopped with WooCommerce's text
 * (shown beside the stars, `role="alert"`, rather than in an alert box) and focus on the first star.
 * Rendered through a portal into a box before the select; unmounting gives the select back.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useDomEvent } from '../../src/hooks/useDomEvent';
import { createPortal } from 'react-dom';
import { nextStar, ratingValues, readStarParams } from './stars';
import { pageGlobal } from '../../src/wp/config';

export function ReviewStars({ select }: { select: HTMLSelectElement }) {
  // the stars' box, put before the select before paint (below)
  const [box] = useState(() => {
    const element = select.ownerDocument.createElement('div');
    element.className = 'si-review-stars';
    element.style.display = 'contents';
    return element;
  });
  const [value, setValue] = useState(select.value);
  const [message, setMessage] = useState('');
  const [params] = useState(() => readStarParams(pageGlobal('wc_single_product_params')));
  const values = ratingValues(select);
  const stars = useRef<Array<HTMLAnchorElement | null>>([]);

  // the box before the select, the select hidden (as `.hide()` did); both undone on unmount
  useLayoutEffect(() => {
    select.before(box);
    const display = select.style.display;
    select.style.display = 'none';
    return () => {
      box.remove();
      select.style.display = display;
    };
  }, [select, box]);

  // a review without a rating: refused before the browser's own check of the required select
  const refuse = (event: Event) => {
    if (select.value || !params.required) return;
    event.preventDefault();
    setMessage(params.requiredText);
    stars.current[0]?.focus();
  };
  useDomEvent(select.form, 'click', (event) => {
    const submit = (event.target as Element).closest?.('#submit, [type="submit"]');
    if (submit && select.form?.contains(submit)) refuse(event);
  });
  useDomEvent(select, 'invalid', refuse);

  const picked = values.indexOf(value);
  const pick = (index: number) => {
    select.value = values[index] ?? '';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    setValue(select.value);
    setMessage('');
  };
  const onClick = (index: number) => (event: MouseEvent) => {
    event.preventDefault();
    pick(index);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      pick(index);
      return;
    }
    const next = nextStar(event.key, index, values.length);
    if (next === null) return;
    event.preventDefault();
    stars.current[next]?.focus();
    pick(next);
  };
  const labelledBy = select.ownerDocument.getElementById('comment-form-rating-label') ? 'comment-form-rating-label' : undefined;
  return createPortal(
    <>
      <p className={picked >= 0 ? 'stars selected' : 'stars'}>
        <span role="radiogroup" aria-labelledby={labelledBy} aria-required={params.required || undefined}>
          {values.map((rating, index) => (
            // WooCommerce's own markup (`p.stars a`), which the shop's stylesheet draws as stars
            // eslint-disable-next-line jsx-a11y/anchor-is-valid
            <a
              key={rating}
              ref={(element) => {
                stars.current[index] = element;
              }}
              role="radio"
              href="#"
              className={index === picked ? `star-${index + 1} active` : `star-${index + 1}`}
              aria-checked={index === picked}
              tabIndex={index === (picked >= 0 ? picked : 0) ? 0 : -1}
              onClick={onClick(index)}
              onKeyDown={onKeyDown(index)}
            >
              {params.labels[index] ?? rating}
            </a>
          ))}
        </span>
      </p>
      <div className="si-review-stars__message" role="alert">
        {message}
      </div>
    </>,
    box,
  );
}
