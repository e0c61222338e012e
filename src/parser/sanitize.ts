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

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanValue(v)]));
  }
  return value;
}

/** The transcript with every string field cleaned (see cleanText); numbers, booleans and nulls are kept. */
export function cleanTranscript(transcript: Transcript): Transcript {
  return cleanValue(transcript) as Transcript;
}
