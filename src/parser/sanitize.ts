import type { Transcript } from './types';

/** C0 control characters other than tab and newline (NUL included). */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const C0_CONTROLS = /[\u0000-\u0008\u000b-\u001f]/g;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text PostgreSQL's text and jsonb columns accept: no C0 controls but tab and newline, no lone surrogates. */
export function cleanText(text: string): string {
  // Almost every text is clean already: it is returned as is when no character could need a change.
  if (!NEEDS_CLEANING.test(text)) return text;
  return text.replace(C0_CONTROLS, '').replace(LONE_SURROGATE, '\ufffd');
}

/** A C0 control other than tab and newline, or a surrogate (lone or not). */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const NEEDS_CLEANING = /[\u0000-\u0008\u000b-\u001f\ud800-\udfff]/;

/** Cleans every string inside a value the caller owns, in place; returns the value. */
function cleanInPlace(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value && typeof value === 'object') {
    // Arrays and objects alike: their keys are the parser's own field names, only their values come from a PDF.
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) {
      const clean = cleanInPlace(fields[key]);
      if (clean !== fields[key]) fields[key] = clean;
    }
  }
  return value;
}

/**
 * The transcript with every string field cleaned (see cleanText); numbers, booleans and nulls are kept. The
 * transcript is the caller's own, fresh from the reading: it is cleaned in place.
 */
export function cleanTranscript(transcript: Transcript): Transcript {
  return cleanInPlace(transcript) as Transcript;
}
