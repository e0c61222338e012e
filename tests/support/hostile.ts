import { DEFAULT_ENGINE } from '../../src/parser/extract.js';

/**
 * "Bonus Challenge: Poetry" as read from fixtures/pdf/hostile/control-chars-in-names.pdf, whose body font maps
 * "g" to U+0000 and "h" to a lone surrogate: pdf.js reads the surrogate as U+10000 and keeps the word whole
 * (the NUL is cleaned away); poppler reads U+FFFD and ends the word where the "g" was.
 */
export const HOSTILE_BONUS_NAME =
  DEFAULT_ENGINE === 'poppler' ? 'Bonus C\ufffdallen e: Poetry' : 'Bonus C\u{10000}allene: Poetry';
