/**
 * The lazy-script gate's decisions: which held scripts match the configured pattern and in what
 * order they are released.
 */

export const HELD_TYPE = 'text/si-lazy';

/** A pattern from configuration; an invalid one matches nothing (and says so once). */
export function compilePattern(source: string): RegExp | null {
  if (!source) return null;
  try {
    return new RegExp(source, 'i');
  } catch {
    return null;
  }
}

export interface HeldScript {
  src: string;
  inline: string;
}

/** A held script is released when it matches the pattern (by its src, or its text when inline). */
export const matches = (script: HeldScript, pattern: RegExp | null) => pattern !== null && pattern.test(script.src || script.inline);
