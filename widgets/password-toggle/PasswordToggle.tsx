import { useState } from 'react';

export interface PasswordToggleProps {
  input: HTMLInputElement;
  showLabel: string;
  hideLabel: string;
}

/** A button beside the server's password input that shows or masks what was typed. */
export function PasswordToggle({ input, showLabel, hideLabel }: PasswordToggleProps) {
  const [shown, setShown] = useState(input.type === 'text');
  const toggle = () => {
    const next = !shown;
    input.type = next ? 'text' : 'password';
    setShown(next);
    // back to the field, as woocommerce.js does: the shopper goes on typing
    input.focus();
  };
  return (
    <button
      type="button"
      className={`si-password-toggle show-password-input${shown ? ' display-password' : ''}`}
      aria-label={shown ? hideLabel : showLabel}
      aria-pressed={shown}
      aria-controls={input.id || undefined}
      onClick={toggle}
    />
  );
}
