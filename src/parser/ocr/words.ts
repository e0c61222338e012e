import { distance } from 'fastest-levenshtein';
import { isEnglishWord, isTitleWord } from './lexicon';
import { isLabelWord, LONG_LABEL_WORDS } from '../segments';
import { roleOf } from '../columns';
import { monthAndDayEitherWay, MONTH_ABBREVIATIONS, parseDate } from '../dates';
import type { TextItem } from '../extract';
import { parseStatus } from '../values';

/** The parts of the engine's page result that words are built from (tesseract.js `blocks` output). */
export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
/** One glyph of a word. */
export interface OcrSymbol {
  text: string;
  confidence: number;
  bbox: OcrBox;
}
export interface OcrWordResult {
  text: string;
  confidence: number;
  bbox: OcrBox;
  choices?: { text: string; confidence: number }[];
  symbols?: OcrSymbol[];
}
export interface OcrLineResult {
  words: OcrWordResult[];
  bbox: OcrBox;
  baseline?: { x0: number; y0: number; x1: number; y1: number; has_baseline?: boolean };
  rowAttributes?: { rowHeight: number; descenders: number; ascenders: number };
}
export interface OcrBlockResult {
  paragraphs: { lines: OcrLineResult[] }[];
}

/** A word read from a page image, as a positioned text item, with how sure the engine was of it. */
export interface OcrWord {
  item: TextItem;
  /** 0..100. */
  confidence: number;
  /** Other readings the engine offered, best first (never the word's own text). */
  alternatives: string[];
  /**
   * Read on a line of the engine's that joined words of two printed lines: set on its own baseline, and
   * read poorly (the engine reads a line's words at the line's height).
   */
  offLine: boolean;
}

/** A school year ("2021-2022", "2019-20"). */
const SCHOOL_YEAR = String.raw`(?:19|20)\d\d[-/](?:19|20)?\d\d`;
const SCHOOL_YEAR_RE = new RegExp(`^${SCHOOL_YEAR}$`);
/**
 * A term's code run into the school year after it ("Q12021-2022"), its S perhaps read as a 5 or a "$", its
 * Q as a zero ("022019-2020").
 */
const TERM_YEAR_RE = new RegExp(`^([Q0][1-4]|[S5$][12]|T[1-3])(${SCHOOL_YEAR})$`);

/**
 * Misreadings of the engine that a report's words make plain: it joins a period label to its digit 1 and
 * reads the digit as a letter ("Per 1" as "Perl", "Pd 1" as "PdI"); a label followed by l, I or | is that
 * label and 1.
 */
export function normaliseWord(text: string): string {
  const label = misreadLabel(text);
  if (label) return label;
  const m = /^(Per|Period|Pd|Hr)[lI|]$/.exec(text);
  if (m) return `${m[1]} 1`;
  // An O read as a zero before an apostrophe and a capital ("0’Connor"): no number is so written.
  const irish = /^0(['’]\p{Lu}\p{Ll}+,?)$/u.exec(text);
  if (irish) return `O${irish[1]}`;
  // A capital O read as a zero before small letters ("0dyssey"): no number goes on in letters so.
  const capitalO = /^0(\p{Ll}{3,}[.,;:!?"”’]?)$/u.exec(text);
  if (capitalO) return `O${capitalO[1]}`;
  // An honorific run into the initial or the name after it ("Mr.D.", "Mr.James").
  const honorific = /^(Mr|Mrs|Ms|Mx|Dr)\.(\p{Lu}\.|\p{Lu}\p{Ll}+,?)$/u.exec(text);
  if (honorific) return `${honorific[1]}. ${honorific[2]}`;
  // An honorific's full stop read as a colon or a semicolon ("Sra: María"): the heading then read a label.
  const honorificColon = /^(Mr|Mrs|Ms|Mx|Dr|Prof|Sr|Sra|Srta)[:;]$/.exec(text);
  if (honorificColon) return `${honorificColon[1]}.`;
  // A word run into the number after it ("Arts6" of "Language Arts 6"): no word is so written.
  const wordNumber = /^(\p{Lu}\p{Ll}{2,})(\d{1,2})$/u.exec(text);
  if (wordNumber && isEnglishWord(wordNumber[1])) return `${wordNumber[1]} ${wordNumber[2]}`;
  // A title's numeral I run into the word before it, read as a small l ("Algebral").
  const numeral = /^(\p{Lu}\p{Ll}{4,})l$/u.exec(text);
  if (numeral && isTitleWord(numeral[1]) && !isTitleWord(text)) return `${numeral[1]} I`;
  // A period's 8 read as a section sign ("P§").
  const section = /^(P|Per|Pd)§$/.exec(text);
  if (section) return section[1] === 'P' ? 'P8' : `${section[1]} 8`;
  // A period in brackets ("(Pl)" for "(P1)").
  const bracketed = /^\((P|Per|Pd)[lI|]\)$/.exec(text);
  if (bracketed) return `(${bracketed[1]}1)`;
  // A speck read as a small letter before a period's code ("pP2").
  const specked = /^[a-z](P\d{1,2})$/.exec(text);
  if (specked) return specked[1];
  // A word's capital read twice as two ("QOdyssey"): no word opens with two capitals before small letters.
  const twoCapitals = /^\p{Lu}(\p{Lu}\p{Ll}{3,})([.,;:!?]?)$/u.exec(text);
  if (
    twoCapitals &&
    isEnglishWord(twoCapitals[1]) &&
    !isEnglishWord(text.slice(0, text.length - twoCapitals[2].length))
  )
    return `${twoCapitals[1]}${twoCapitals[2]}`;
  // A speck read as a full stop between a label's word and its number ("Review.4:"): a label's number
  // has its space.
  const labelNumber = /^(\p{Lu}\p{Ll}{2,})\.(\d{1,2}:)$/u.exec(text);
  if (labelNumber && isEnglishWord(labelNumber[1])) return `${labelNumber[1]} ${labelNumber[2]}`;
  // A capital read twice, small then capital ("mM" for a status's "M"): no word is so written.
  const twice = /^(\p{Ll})(\p{Lu})$/u.exec(text);
  if (twice && twice[1] === twice[2].toLowerCase()) return twice[2];
  // A term's code with its 1 read as a letter ("Ql," for "Q1,").
  const term = /^([QST])[lI|]([,.]?)$/.exec(text);
  if (term) return `${term[1]}1${term[2]}`;
  // A term's S read as a dollar sign ("$2" for "S2"): a gradebook prints no sums of money.
  const dollarTerm = /^\$([1-4])([,.]?)$/.exec(text);
  if (dollarTerm) return `S${dollarTerm[1]}${dollarTerm[2]}`;
  // A term's code run into the school year after it, an S read as a 5 ("522019-20" for "S2 2019-20").
  const termYear = TERM_YEAR_RE.exec(text);
  if (termYear) return `${termYear[1].replace(/^[5$]/, 'S').replace(/^0/, 'Q')} ${termYear[2]}`;
  // A term's code with a speck after it read as a stroke ("T1l"): no term has a second digit.
  const termStroke = /^([QST][1-4])[lI|]$/.exec(text);
  if (termStroke) return termStroke[1];
  // A speck between a number or a score and a status code ("5.EC", "20:E", "5/0.EC") is read as a mark
  // joining them.
  const code = /^(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)?)[.:,;'`](\p{Lu}{1,3})$/u.exec(text);
  if (code) return `${code[1]} ${code[2]}`;
  // A value's cell run into the name beside it over a speck and a dash ("50.-Chapter"): no word is so printed.
  const valueName = /^(\d+(?:\.\d+)?)(?=[-–—]?[.,'`])[-–—.,'`]{2,3}(\p{Lu}\p{Ll}{2,}.*)$/u.exec(text);
  if (valueName) return `${valueName[1]} ${valueName[2]}`;
  // A name's number and colon run into the word after them, over a speck or not ("10:-Poetry", "2:.Uber",
  // "12:Fractions"): a printed colon has its space.
  const colonWord = /^(\d{1,3}):[-–.,'`]?(\p{Lu}\p{Ll}[\p{L}'’-]*)$/u.exec(text);
  if (colonWord) return `${colonWord[1]}: ${colonWord[2]}`;
  // A value's cell and the date beside it read as one word over a speck ("100.00-2/1", "50.00-2020-10-04",
  // a score's points possible and a month's name: "/20.00-Aug", "10.00.Aug"): no number is so printed.
  const valueDate = /^(\/?\d[\d,]*\.\d+)[-–.](.+)$/.exec(text);
  if (
    valueDate &&
    (/^\d{1,2}\/\d{1,2}$/.test(valueDate[2]) || isDate(valueDate[2]) || MONTH_WORD_RE.test(valueDate[2]))
  )
    return `${valueDate[1]} ${dateAsPrinted(valueDate[2])}`;
  // A speck read as a mark after a score's slash, a full stop beside it or not ("/+10", "8 /:10", "/.+5:00",
  // its decimal point read as a colon, as the score's reading takes it): no number is so printed.
  const slashSpeck = /^(\d[\d.,]*)?\/\.?[+:;,'`^~]\.?(\d[\d.,:]*)$/.exec(text);
  if (slashSpeck) return `${slashSpeck[1] ?? ''}/${slashSpeck[2]}`;
  // A value with decimals and a percentage beside it read as one word over a speck ("205.00.84.15%",
  // a total's points possible and its percentage): no number is so printed.
  const valuePercent = /^(\/?\d[\d,]*\.\d+)[.,:;'`-](\d{1,3}(?:\.\d+)?%)$/.exec(text);
  if (valuePercent) return `${valuePercent[1]} ${valuePercent[2]}`;
  // A speck read as a double quote after a value ("50.00\""): a quoted title's number has no decimals.
  const quoted = /^(\d[\d,]*\.\d+)["“”]$/.exec(text);
  if (quoted) return quoted[1];
  // A value with two decimals run into a month and day after it ("10.009/9" for "10.00" and "9/9").
  const valueMonthDay = /^(\d[\d,]*\.\d{2})((\d{1,2})\/(\d{1,2}))$/.exec(text);
  if (valueMonthDay && monthAndDayEitherWay(+valueMonthDay[3], +valueMonthDay[4]))
    return `${valueMonthDay[1]} ${valueMonthDay[2]}`;
  // A speck read as a full stop between two words, the space lost ("thesis.and", "10%.deduction"): a
  // sentence's stop has its space, and no web address ends in an English word.
  const stopped = /^(\p{L}{2,}|\d+%)\.(\p{Ll}{2,})$/u.exec(text);
  if (stopped && (stopped[1].endsWith('%') || isEnglishWord(stopped[1])) && isEnglishWord(stopped[2]))
    return `${stopped[1]} ${stopped[2]}`;
  // An initial's full stop run into the name after it ("K.Thompson"): a printed initial has its space.
  const initial = /^(\p{Lu})\.(\p{Lu}\p{Ll}{2,})$/u.exec(text);
  if (initial) return `${initial[1]}. ${initial[2]}`;
  // A surname's comma run into the initial after it ("Nguyen,L."): a printed comma has its space.
  const surnameInitial = /^(\p{Lu}[\p{L}'’-]+),(\p{Lu}\.)$/u.exec(text);
  if (surnameInitial) return `${surnameInitial[1]}, ${surnameInitial[2]}`;
  // A value, or a score, run into a month's name and day, the spaces lost ("20.00Feb5,2020"; the O of Oct
  // read as a zero: "14.00/20.000ct5,2023"): no word is so written.
  const valueNamed =
    /^(\/?(?:\d[\d,]*(?:\.\d+)?\/)?\d[\d,]*\.\d+?)(\p{Lu}\p{Ll}{2,3}|0ct)(\d{1,2}),?((?:19|20)\d\d)?$/u.exec(
      text,
    );
  const namedMonth = valueNamed?.[2].replace(/^0/, 'O');
  if (valueNamed && namedMonth && MONTH_ABBREVIATIONS.includes(namedMonth.toLowerCase())) {
    const [, value, , day, year] = valueNamed;
    return `${value} ${namedMonth} ${day}${year ? `, ${year}` : ''}`;
  }
  // A value with decimals, or a score ending in one, run into the name after it ("M/20.00Vocabulary"): no word
  // is so printed.
  const valueWord = /^((?:\p{Lu}{1,3}\/|\d[\d,]*(?:\.\d+)?\/)?\d[\d,]*\.\d{2})(\p{Lu}\p{Ll}{2,})$/u.exec(
    text,
  );
  if (valueWord) return `${valueWord[1]} ${valueWord[2]}`;
  // A score run into the category or name after it ("6.5/10Homework", "M/5Lab"): no word is printed on
  // from a score's points possible.
  const scoreWord = /^((?:\p{Lu}{1,3}|\d[\d,]*(?:\.\d+)?)\/\d[\d,]*(?:\.\d+)?)(\p{Lu}\p{Ll}{2,})$/u.exec(
    text,
  );
  if (scoreWord) return `${scoreWord[1]} ${scoreWord[2]}`;
  // A number run into the "out" of "out of" after it, its o perhaps read twice ("2.5o0ut"); "150ut" may
  // be 150 with the o lost as well as 15 with it read as a zero, and stays as read.
  // A number with decimals is the same number either way ("3.50ut": 3.5 or 3.50), and the "of" may be run
  // on too ("3.50utof").
  // The o of a score's "out of" read as a zero in a word of its own ("13.00 out 0f 20.00"): no number.
  if (text === '0f' || text === '0ut') return `o${text.slice(1)}`;
  // A status run into the "out" of "out of" over a speck ("Excused-out"): no word is so printed.
  const statusOut = /^(\p{L}{1,8})[-–.'`]out$/u.exec(text);
  if (statusOut && parseStatus(statusOut[1])?.status) return `${statusOut[1]} out`;
  // A zero read as an at sign ("2@" for "20"): no number holds one.
  if (/^(?=.*\d)[\d@]+(?:\.[\d@]+)?$/.test(text) && text.includes('@')) return text.replaceAll('@', '0');
  // A speck between the number and the "out" is no part of either ("15.00.out").
  const numberOut =
    /^(\d[\d,]*(?:\.\d+)?)[.,'`]?(?:o|o0|0o)ut(of)?$/.exec(text) ?? /^(\d[\d,]*\.\d+)0ut(of)?$/.exec(text);
  if (numberOut) return `${numberOut[1]} out${numberOut[2] ? ' of' : ''}`;
  // A total's "of" run into the number with decimals before it, its o read as a zero ("254.00.0f" for
  // "254.00 of"): no number goes on in an f.
  const numberOf = /^(\d[\d,]*\.\d{1,2})[.,'`]?[o0]f$/.exec(text);
  if (numberOf) return `${numberOf[1]} of`;
  // The dashes of a score not given, its slash read as a digit ("--120" for "--/20"): no number is so printed.
  const dashes = /^(--|[\u2013\u2014])[1lI|](\d+(?:\.\d+)?)$/.exec(text);
  if (dashes) return `${dashes[1]}/${dashes[2]}`;
  // One of those dashes read after the points possible ("-/50.00-" for "--/50.00"): no number ends in one.
  const movedDash = /^-\/(\d[\d,]*(?:\.\d+)?)-$/.exec(text);
  if (movedDash) return `--/${movedDash[1]}`;
  // A day and a year read without the space after the comma ("Aug 24,2023"): no number is grouped so.
  const dayYear = /^(\d{1,2}),((?:19|20)\d\d)$/.exec(text);
  if (dayYear) return `${dayYear[1]}, ${dayYear[2]}`;
  const six = zeroAsSix(text);
  if (six) return six;
  // A decimal point read as a comma ("24,00", a bracketed total's "(250,00)"): a thousands comma has three
  // digits after it.
  const comma = /^(\(?)(\d{1,3}),(\d{2})(\)?)$/.exec(text);
  if (comma) return `${comma[1]}${comma[2]}.${comma[3]}${comma[4]}`;
  // A speck before a date or a decimal number ("‘01/25/24", ".25.00") is no part of it.
  const led = /^[‘’'`.,](\d{1,4}[/-]\d{1,2}[/-]\d{2,4}|\d[\d,]*\.\d+)$/.exec(text);
  if (led) return led[1];
  // A speck before a letter grade (".D+" closing "Total: 223.50 / 325.00", "°F"): no word opens with one.
  const grade = /^[‘’'`.,°~^]([A-F][+-]?)$/.exec(text);
  if (grade) return grade[1];
  // A number's thousands comma read as a full stop ("1.632.00" for "1,632.00"): no number has two points.
  if (/^\d{1,3}(?:\.\d{3})+\.\d{1,2}$/.test(text)) return text.replace(/\.(?=\d{3}\.)/g, ',');
  // A speck after a date, a whole number, a number with two decimals or more, or a score ("08/28/24\"",
  // "09/19/24.", "20.", "5;", "330.00.", "15.5/20°", "19/20."; "8.5." may be a day and month) is no part of
  // it.
  const trailed =
    /^(\d{1,4}[/-]\d{1,2}[/-]\d{2,4})["'.,`:;]$/.exec(text) ??
    /^(\d[\d,]*(?:\.\d+)?\/\d[\d,]*(?:\.\d+)?)["'`.:;°]$/.exec(text) ??
    /^(\d{1,2}-\p{Lu}\p{Ll}{2}-\d{2,4})["'.,`:;]$/u.exec(text) ??
    /^(\d+)[.;]$/.exec(text) ??
    /^(\d[\d,]*\.\d{2,})[.,'`]$/.exec(text);
  if (trailed) return trailed[1];
  // A title's number and its subject read without the space after the colon ("1:The Odyssey").
  const titled = /^(\S*\d):(\p{Lu}\p{Ll}.*)$/u.exec(text);
  if (titled) return `${titled[1]}: ${titled[2]}`;
  // A score's points earned run into its slash over specks, their decimals perhaps lost ("109./" for
  // "109.00 /", "31.50./", "9../", "4:/").
  const earnedSlash = /^(\d[\d,]*(?:\.\d+)?)[.:;,-]+\/$/.exec(text);
  if (earnedSlash) return `${earnedSlash[1]} /`;
  // Specks on one side of a score's slash or both ("16-/..25", "42.00./50.00"): no number is printed so.
  const speckedScore = /^(\d[\d,]*(?:\.\d+)?)([.:;,'`-]*)\/([.:;,-]*)(\d[\d,]*(?:\.\d+)?)$/.exec(text);
  if (speckedScore && speckedScore[2] + speckedScore[3]) return `${speckedScore[1]}/${speckedScore[4]}`;
  // A speck between a status and a score's slash ("M-/", "M-/20.00"): no code is so printed.
  const statusSlash = /^(\p{Lu}{1,3})[-–.,'`~]\/(\d[\d,]*(?:\.\d+)?)?$/u.exec(text);
  if (statusSlash) return `${statusSlash[1]}/${statusSlash[2] ?? ''}`;
  // A speck between a score's slash and its possible points ("M/.15.00", "/-15": no points possible are
  // fewer than none).
  const slash = /^([^/]*\/)[.,`'‘’-](\d[\d,]*(?:\.\d+)?)$/.exec(text);
  if (slash) return slash[1] + slash[2];
  const score = spacedScore(text);
  if (score) return score;
  const named = namedDate(text);
  if (named) return named;
  // A bracket read as a brace beside a number or a percentage ("(20%}").
  if (/^[({][\d.,]+%?[)}]$/.test(text)) return `(${text.slice(1, -1)})`;
  // A roman numeral of capital I's ("Algebra II", "French III") read with small l's, i's or bars.
  if (/^[Il|i]{2,3}$/.test(text) && /[l|i]/.test(text) && text !== 'ill') return 'I'.repeat(text.length);
  // A season's l's read as ones or bars ("Fa11 2024-2025").
  if (/^(?:Fa|Fal)[l1I|]{1,2}$/.test(text) && text.length === 4 && text !== 'Fall') return 'Fall';
  const parted = capitalisedRunTogether(text) ?? labelsRunTogether(text) ?? smallWordsRunTogether(text);
  if (parted) return parted;
  const rn = mForRn(text);
  if (rn) return rn;
  // A capital E read as an F, its foot faint ("Flimination"): a word no dictionary holds that the E makes one.
  const e = /^F(\p{Ll}{3,})(\p{P}?)$/u.exec(text);
  if (e && !isEnglishWord(`F${e[1]}`) && isEnglishWord(`E${e[1]}`)) return `E${e[1]}${e[2]}`;
  // A capital J read as a closing bracket that opens a word (")ames"): no word opens with one.
  if (/^[)\]]\p{Ll}{2,}/u.test(text)) return `J${text.slice(1)}`;
  // The capital J of "Jan" read as a bracket, a bar or a small j, alone or between a date's day and year
  // ("24-]an-2026"; "Jun" and "Jul" too there).
  const dated = /^(\d{1,2}[-.\s])[)\]|j](an|un|ul)([-.\s](?:19|20)\d\d)$/.exec(text);
  if (dated) return `${dated[1]}J${dated[2]}${dated[3]}`;
  return /^[)\]|j]an[.,]?$/.test(text) ? `J${text.slice(1)}` : text;
}

/** A date of numbers: day and month either way round then the year, or the year first. */
const NUMBER_DATE_RE =
  /^(?:(\d{1,2})([/-])(\d{1,2})\2((?:19|20)\d\d)|((?:19|20)\d\d)(-)(\d{1,2})-(\d{1,2}))$/;

/**
 * A date's 0 read as a 6 ("01/69/2025", "2024-02-63"): a day or month over 31 that opens with a 6 is no
 * date's; with a 0 it is. Null for any other word.
 */
function zeroAsSix(text: string): string | null {
  const m = NUMBER_DATE_RE.exec(text);
  if (!m) return null;
  const mend = (part: string) => (Number(part) > 31 && part.startsWith('6') ? `0${part.slice(1)}` : part);
  const out = m[1]
    ? `${mend(m[1])}${m[2]}${mend(m[3])}${m[2]}${m[4]}`
    : `${m[5]}-${mend(m[7])}-${mend(m[8])}`;
  return out !== text ? out : null;
}

/**
 * "rn" read as "m" ("Tumed" for "Turned"): a word no dictionary holds that one "m" read as "rn" makes a
 * dictionary word, in one way only.
 */
function mForRn(text: string): string | null {
  const m = /^(\p{L}+)(\p{P}?)$/u.exec(text);
  if (!m || m[1].length < 4 || !m[1].includes('m') || isEnglishWord(m[1])) return null;
  const word = m[1];
  const readings: string[] = [];
  for (let k = word.indexOf('m'); k >= 0; k = word.indexOf('m', k + 1)) {
    const reading = `${word.slice(0, k)}rn${word.slice(k + 1)}`;
    if (isEnglishWord(reading)) readings.push(reading);
  }
  return readings.length === 1 ? readings[0] + m[2] : null;
}

/** A capitalised word this long that no dictionary holds is read as two run together, where it parts so. */
const LONG_RUN_TOGETHER = 12;

/**
 * A capitalised word run into the next ("Greatimprovement!"), long as no name is: it parts into two words
 * of four letters or more in one way only.
 */
function capitalisedRunTogether(text: string): string | null {
  const m = /^(\p{Lu}\p{Ll}+)([!?.,;:]?)$/u.exec(text);
  if (!m || m[1].length < LONG_RUN_TOGETHER || isEnglishWord(m[1])) return null;
  const word = m[1];
  const cuts: number[] = [];
  for (let k = 4; k <= word.length - 4; k++)
    if (isEnglishWord(word.slice(0, k)) && isEnglishWord(word.slice(k))) cuts.push(k);
  return cuts.length === 1 ? `${word.slice(0, cuts[0])} ${word.slice(cuts[0])}${m[2]}` : null;
}

/** Short words of a sentence that a scan runs into the word beside them ("onthe", "forthe"). */
const FUNCTION_WORDS = new Set([
  'the',
  'of',
  'and',
  'for',
  'on',
  'to',
  'in',
  'at',
  'by',
  'with',
  'from',
  'a',
]);

/**
 * Two words of small letters run together, the space lost ("onthe", "forthe"): a word no dictionary
 * holds that parts into a short word of a sentence (`FUNCTION_WORDS`) and another, or a dictionary word
 * of four letters or more, one way only.
 */
function smallWordsRunTogether(text: string): string | null {
  const m = /^(\p{Ll}{4,})([!?.,;:]?)$/u.exec(text);
  if (!m || isEnglishWord(m[1])) return null;
  const word = m[1];
  const cuts: number[] = [];
  for (let k = 1; k < word.length; k++) {
    const [a, b] = [word.slice(0, k), word.slice(k)];
    // The other part is a short word too, or a word of four letters or more ("at" "ios" is "atios" of
    // "Ratios", its capital lost).
    const other = FUNCTION_WORDS.has(a) ? b : FUNCTION_WORDS.has(b) ? a : null;
    if (other !== null && (FUNCTION_WORDS.has(other) || other.length >= 4) && isEnglishWord(other))
      cuts.push(k);
  }
  return cuts.length === 1 ? `${word.slice(0, cuts[0])} ${word.slice(cuts[0])}${m[2]}` : null;
}

/**
 * Two column labels of a table's header run together, the space between lost ("PossDate" for "Poss" and
 * "Date"): each part names a column (`roleOf`), and the whole is no word.
 */
function labelsRunTogether(text: string): string | null {
  const m = /^(\p{Lu}[\p{Ll}'’]+)(\p{Lu}[\p{Ll}'’]+)$/u.exec(text);
  if (!m || isEnglishWord(text)) return null;
  return roleOf(m[1]) && roleOf(m[2]) ? `${m[1]} ${m[2]}` : null;
}

/**
 * A detail's label read with one letter wrong ("Ciass:", "Tcacher:"): a capitalised word before a colon,
 * in no dictionary, one letter from one label only; or its colon read as a semicolon ("Instructor;").
 */
function misreadLabel(text: string): string | null {
  const m = /^(\p{Lu}\p{L}{3,})([:;])$/u.exec(text);
  if (!m) return null;
  if (m[2] === ';' && isLabelWord(m[1])) return `${m[1]}:`;
  if (isEnglishWord(m[1])) return null;
  const near = LONG_LABEL_WORDS.filter((l) => distance(l.toLowerCase(), m[1].toLowerCase()) === 1);
  return near.length === 1 ? `${near[0]}:` : null;
}

const MONTH_NAMES = MONTH_ABBREVIATIONS.map((m) => m[0].toUpperCase() + m.slice(1)).join('|');
/** A month's name alone, its O read as a zero ("0ct"). */
const MONTH_WORD_RE = new RegExp(`^(?:${MONTH_NAMES}|0ct)$`);
/** Glyphs that begin with a month's name ("Jan 20,"). */
const MONTH_START_RE = new RegExp(`^(${MONTH_NAMES})`);
/**
 * A month's name and its day read as one word ("Aug29", "Augl5", "Sep.4", "Aug-18,"), with the year too
 * ("Mar2,2022").
 */
const MONTH_DAY_RE = new RegExp(`^(${MONTH_NAMES})[.-]?([\\dlIO|]{1,2})(,?)((?:19|20)\\d\\d)?$`);

/** A day, a month's name and a year, parted by marks or run together ("14:0ct-2022", "15Jan-2024", "12-5ep2025"). */
const DAY_MONTH_YEAR_RE = new RegExp(
  `^(\\d{1,2})([-:;.]?)(${MONTH_NAMES}|0ct|5ep)([-:;.]?)((?:19|20)\\d\\d)$`,
);

/** A month's name, its day and a year run together over specks read as marks ("Oct:25;.2025"). */
const MONTH_DAY_YEAR_SPECKED_RE = new RegExp(
  `^(${MONTH_NAMES}|0ct)[:;.,'\`]+(\\d{1,2})[:;.,'\`]+((?:19|20)\\d\\d)$`,
);

/**
 * The month of a date read with a digit for its O ("04-0ct-2025", "0ct 5"), and a month's name run
 * into its day ("Aug29", "Augl5" with an l for the 1); null for any other word.
 */
function namedDate(text: string): string | null {
  // A hyphen of a day, a month and a year read as another mark or lost ("14:Oct-2022", "31-Aug2025"): one
  // of the two is a hyphen.
  const marked = DAY_MONTH_YEAR_RE.exec(text);
  if (marked && (marked[2] === '-') !== (marked[4] === '-')) {
    const hyphened = `${marked[1]}-${marked[3]}-${marked[5]}`;
    return namedDate(hyphened) ?? hyphened;
  }
  const runTogether = MONTH_DAY_YEAR_SPECKED_RE.exec(text);
  if (runTogether) return `${runTogether[1].replace(/^0/, 'O')} ${runTogether[2]}, ${runTogether[3]}`;
  // A speck before a month's name and its day ("~Apr2").
  const specked = /^[~`'‘,.]+(?=\p{Lu})/u.exec(text);
  if (specked && MONTH_DAY_RE.test(text.slice(specked[0].length)))
    return namedDate(text.slice(specked[0].length));
  const oct = dateAsPrinted(text);
  const m = MONTH_DAY_RE.exec(oct);
  if (m && /\d/.test(m[2]) && (!m[4] || m[3]))
    return `${m[1]} ${m[2].replace(/[lI|]/g, '1').replace(/O/g, '0')}${m[3]}${m[4] ? ` ${m[4]}` : ''}`;
  return oct !== text ? oct : null;
}

const NUMBER_THEN_OUT_RE = /^(\d[\d,]*(?:\.\d+)?)[-.,'’\u2013\u2014]{0,2}out$/i;
const OUT_OF_RE = /^(\d[\d,]*(?:\.\d+)?|[lI]|--?|[\u2013\u2014])?(out[ i.-]?of|of|0f)(\d[\d,]*(?:\.\d+)?)?$/i;

/**
 * The words of a score read without their spaces ("149outof", "outof", "of50", "--outof" for an ungraded
 * score's dashes; "10f" for "1 of", its o read as a zero; "lof2" for "1 of 2", its one read as an l;
 * "outiof", "out-of250", "18.00-out", "11'.out", a speck or two read in the space),
 * spaced; null for any other word.
 */
function spacedScore(text: string): string | null {
  // Points joined to the "out" of "out of", a speck or two read in the space ("18.00-out", "11'.out").
  const out = NUMBER_THEN_OUT_RE.exec(text);
  if (out) return `${out[1]} out`;
  const m = OUT_OF_RE.exec(text);
  if (!m) return null;
  const [, read1, read, after] = m;
  if (/^[lI]$/.test(read1 ?? '') && !after) return null;
  const before = read1?.replace(/^[lI]$/, '1');
  const mark = read.replace(/^0/, 'o');
  const outOf = /^out[ i.-]?of$/i.test(mark);
  // "of" alone is a word of a name; beside a number it is a score's. A zero is read for an o after one.
  if (!outOf && !before && !after) return null;
  if (read !== mark && !/^\d/.test(before ?? '')) return null;
  return [before, outOf ? `${mark.slice(0, 3)} ${mark.slice(-2)}` : mark, after].filter(Boolean).join(' ');
}

/**
 * Punctuation alone read unsure: a speck of dirt or noise on the scan, not a printed mark. So is a lone
 * stroke read as "1", "l" or "I" with hardly any confidence (a smear, the end of a rule): standing below a
 * row's values, it made a row of its own and moved every date after it up by one row.
 */
export function isSpeck(text: string, confidence: number): boolean {
  return (
    (confidence < 70 && !/[\p{L}\p{N}]/u.test(text)) ||
    (confidence < STROKE_CONFIDENCE && /^[1lI|!]$/.test(text))
  );
}

/**
 * A lone stroke after a period's label ("Per" "l") is the period's number 1, however unsure the engine
 * was of it: no smear.
 */
export function periodOne(text: string, before: string | undefined): boolean {
  return /^[1lI|]$/.test(text) && /^(?:Per|Period|Pd|Hr)$/.test(before ?? '');
}

/**
 * A small letter alone opening a line before a capitalised word ("o Group Presentation 5"): a mark or a
 * speck of the scan, no word ("a" aside; "I" is a capital).
 */
export function strayLetter(text: string, next: string | undefined): boolean {
  return /^[b-z]$/.test(text) && /^\p{Lu}/u.test(next ?? '');
}

/** Digits stand at least this share of the line's size tall. */
const DIGIT_HEIGHT = 0.3;

/**
 * Ink whose shape no reading of it could have: a lone hyphen taller than it is wide (an upright stroke
 * of the scan, read as "-" between a date and a name), or a number flatter than a digit (a smear read
 * as "3").
 */
export function shapeBelies(text: string, box: OcrBox, size: number): boolean {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  // Only a hyphen: the engine's box of a long dash may take in ink above or below it.
  if (text === '-') return height > width && height >= STROKE_HEIGHT * size;
  return /^\d+$/.test(text) && height < DIGIT_HEIGHT * size;
}

/** A single stroke read at a confidence under this is no character. */
const STROKE_CONFIDENCE = 30;

/**
 * Ink smaller than this share of its line's size both ways is a speck, whatever the engine read in it; so
 * is ink as flat, however wide, that the engine read as one letter or digit at a confidence under
 * `FLAT_SPECK_CONFIDENCE` (a streak of noise read as "B" beside a course's title): no letter or digit
 * stands so low (a dash does; and a flat word of several characters stands for ink read again later,
 * the middle of a date among them).
 */
const SPECK_INK = 0.2;
const FLAT_SPECK_CONFIDENCE = 50;

/**
 * A word whose ink is a dot a few pixels across: noise on the scan, read as a letter ("i", "h") as often
 * as a mark; set apart from its line's baseline it would otherwise make a line of its own between rows.
 */
export function isSpeckInk(w: OcrWordResult, size: number): boolean {
  const flat = w.bbox.y1 - w.bbox.y0 < SPECK_INK * size;
  const unsureCharacter = w.confidence < FLAT_SPECK_CONFIDENCE && /^[\p{L}\p{N}]$/u.test(w.text.trim());
  return flat && (w.bbox.x1 - w.bbox.x0 < SPECK_INK * size || unsureCharacter);
}

/**
 * A slash between two numbers is the mark of a score ("18 / 20"), however unsure the engine was of it: a
 * thin stroke standing alone, it is read with a low confidence, like a speck.
 */
export function scoreSlash(text: string, before: string | undefined, after: string | undefined): boolean {
  return text === '/' && /\d$/.test(before ?? '') && /^\d/.test(after ?? '');
}
/**
 * A word's box holds its ink only; a text item spans its glyphs' advance widths, a little wider on each
 * side (side bearings), as a share of the font size.
 */
const SIDE_BEARING = 0.06;

/** The baseline's height at x (pixels), from the line's fitted baseline, else the line box's bottom. */
function baselineAt(line: OcrLineResult, x: number): number {
  const b = line.baseline;
  if (!b || b.has_baseline === false || b.x1 === b.x0) return line.bbox.y1;
  return b.y0 + ((x - b.x0) * (b.y1 - b.y0)) / (b.x1 - b.x0);
}

/** Glyphs that reach below the baseline, or stand apart from it (marks, brackets): no measure of it. */
const OFF_BASELINE_RE = /[^\p{L}\p{N}]|[gjpqyQJ]/u;

/** A dash standing alone ("Late — 10% deduction"). */
const LONE_DASH_RE = /^[-\u2013\u2014]$/;
/** The middle of a dash stands this share of the size above the baseline (a hyphen a little lower, a dash higher). */
const DASH_RISE = 0.27;
/** The middle of a slash stands this share of the size above the baseline (it reaches from a little below it to a capital's height). */
const SLASH_RISE = 0.32;

/**
 * How far above the baseline (a share of the size) the middle of a mark standing alone stands, a mark with
 * no glyph on the baseline: a dash ("Late — 10% deduction", a missing date's "-") or a spaced score's slash;
 * null for any other word.
 */
function loneMarkRise(text: string): number | null {
  if (LONE_DASH_RE.test(text)) return DASH_RISE;
  return text === '/' ? SLASH_RISE : null;
}

/**
 * A word's own baseline (pixels): the median bottom of its glyphs that sit on it (letters and digits
 * without descenders), or for a lone dash or slash a rise below its middle, else null. Glyph boxes taller than the
 * line's size are no measure: the engine sometimes gives every glyph of a word the word's whole box.
 */
export function ownBaseline(w: OcrWordResult, size: number): number | null {
  // A dash or a slash alone has no glyph on the baseline, but stands at a known height above it.
  const rise = loneMarkRise(w.text.trim());
  if (rise !== null) return (w.bbox.y0 + w.bbox.y1) / 2 + rise * size;
  const bottoms = (w.symbols ?? [])
    .filter((x) => x.text.trim() && !OFF_BASELINE_RE.test(x.text) && x.bbox.y1 - x.bbox.y0 < size)
    .map((x) => x.bbox.y1)
    .sort((a, b) => a - b);
  return bottoms.length ? bottoms[(bottoms.length - 1) >> 1] : null;
}

/**
 * Words this far (a share of the line's size) from their line's baseline were printed on a line of their
 * own: the engine joins the cells centred on a row to a line of a name wrapped beside them.
 */
const OFF_LINE = 0.25;

/**
 * A word's baseline: its line's, unless its glyphs sit clearly above or below it (the engine gave the
 * centred cells of a tall row and a wrapped name's line one baseline); then its own, as a text layer
 * would give it.
 */
export function wordBaseline(
  line: OcrLineResult,
  w: OcrWordResult,
  size: number,
): { y: number; offLine: boolean } {
  const onLine = baselineAt(line, centreOf(w));
  const own = ownBaseline(w, size);
  return own !== null && Math.abs(own - onLine) > OFF_LINE * size
    ? { y: own, offLine: true }
    : { y: onLine, offLine: false };
}

/**
 * A line's font size in pixels: the engine's row height (ascenders to descenders, about the em), else the
 * median height of its words' boxes.
 */
function lineSize(line: OcrLineResult): number {
  const row = line.rowAttributes?.rowHeight ?? 0;
  if (row > 0) return row;
  const heights = line.words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  return Math.max(1, heights[Math.floor(heights.length / 2)] ?? line.bbox.y1 - line.bbox.y0);
}

/** Glyph centres of a word, left to right (pixels). */
function glyphCentres(w: OcrWordResult): number[] {
  return (w.symbols ?? []).filter((x) => x.text.trim()).map(centreOf);
}

/** The middle of a word's or a glyph's box, across (pixels). */
const centreOf = (x: { bbox: OcrBox }) => (x.bbox.x0 + x.bbox.x1) / 2;

/** How far glyph `at` stands from the glyph before it, centre to centre (pixels). */
const centreStep = (sym: { bbox: OcrBox }[], at: number) => centreOf(sym[at]) - centreOf(sym[at - 1]);

/** Steps between glyph centres at most this share of their median apart are one pitch. */
const SAME_STEP = 0.15;
/**
 * In a fixed-width font nearly every step between glyph centres is the pitch (a few glyphs' ink, as
 * an r's or a j's, sits off its cell's centre); in a proportional one, a narrow or wide letter's steps are not.
 */
const EVEN_SHARE = 0.8;
/** Fewest steps that tell a line's font. */
const MIN_STEPS = 6;

/** A word's steps between glyph centres, when it has letters and at least three glyphs; else none. */
function lettersSteps(w: OcrWordResult): number[] {
  const centres = glyphCentres(w);
  if (centres.length < 3 || !/\p{L}/u.test(w.text)) return [];
  return centres.slice(1).map((c, i) => c - centres[i]);
}

/**
 * A line's font as its steps tell it: in a fixed-width font nearly all steps between the glyph centres
 * of its words of letters are one step, about 0.6 of the size, its pitch (pixels); else "proportional";
 * null when too few steps tell.
 */
function lineFont(words: OcrWordResult[], size: number): number | 'proportional' | null {
  const steps = words.flatMap(lettersSteps).sort((a, b) => a - b);
  if (steps.length < MIN_STEPS) return null;
  const pitch = steps[(steps.length - 1) >> 1];
  const even = steps.filter((d) => Math.abs(d - pitch) <= SAME_STEP * pitch).length;
  if (even < EVEN_SHARE * steps.length) return 'proportional';
  return pitch > 0.45 * size && pitch < 0.75 * size ? pitch : 'proportional';
}

/** Lines told proportional, at most this share of the lines told, leave a page set in a fixed-width font. */
const PROPORTIONAL_SHARE = 0.2;

/**
 * The pitch of each line (pixels), null for a proportional font. A line too short to tell ("Test (35%)")
 * takes the page's pitch when the page is set in a fixed-width font, as most of its lines that tell show,
 * and its own few steps are that pitch (their median): read apart, its words would stand a cell too far
 * apart ("Test" "(35%)" in two columns).
 */
export function linePitches(lines: { words: OcrWordResult[]; size: number }[]): (number | null)[] {
  const fonts = lines.map((l) => lineFont(l.words, l.size));
  const pitches = fonts.filter((f) => typeof f === 'number');
  const proportional = fonts.filter((f) => f === 'proportional').length;
  const page =
    pitches.length && proportional <= PROPORTIONAL_SHARE * (pitches.length + proportional)
      ? median(pitches)
      : null;
  return fonts.map((f, i) => {
    if (typeof f === 'number') return f;
    if (f === 'proportional' || page === null) return null;
    const steps = lines[i].words.flatMap(lettersSteps);
    return !steps.length || Math.abs(median(steps) - page) <= SAME_STEP * page ? page : null;
  });
}

/**
 * A glyph's cell in a fixed-width font reaches half a pitch either side of its centre; the engine places
 * centres to a pixel or so, so cells are taken a little wider: a space between two words then measures a
 * little under a pitch, as the line reader expects of a single space, and two spaces well over one.
 */
const HALF_CELL = 0.55;

/**
 * A word's span on its line (pixels), as a text layer gives it: in a fixed-width font, its glyphs' cells
 * around the outer glyphs' centres, so spaces keep their width; else its ink box widened by the side
 * bearings.
 */
function wordSpan(w: OcrWordResult, pitch: number | null, size: number): [number, number] {
  const centres = glyphCentres(w);
  if (pitch !== null && centres.length)
    return [Math.min(...centres) - HALF_CELL * pitch, Math.max(...centres) + HALF_CELL * pitch];
  return [w.bbox.x0 - SIDE_BEARING * size, w.bbox.x1 + SIDE_BEARING * size];
}

/**
 * In a fixed-width font, the space between two words is a whole number of cells: the spans of words whose
 * centres stand a pixel or two farther apart than cells do are drawn to leave that many cells (less a
 * tenth, as `HALF_CELL` leaves), so one space never measures more than a character to the line reader.
 * Words closer than a cell apart (two columns set close, "20.00" and "Quiz", parted by the engine or cut
 * here) keep the least space the line reader sees as one (`WORD_SPACE`).
 */
function evenSpaces(
  words: OcrWordResult[],
  spans: [number, number][],
  pitch: number,
  size: number,
): [number, number][] {
  for (let k = 1; k < words.length; k++) {
    const before = glyphCentres(words[k - 1]);
    const after = glyphCentres(words[k]);
    if (!before.length || !after.length) continue;
    const [a, b] = [Math.max(...before), Math.min(...after)];
    const spaces = Math.round((b - a) / pitch) - 1;
    if (spaces < 1) {
      const mid = (a + b) / 2;
      spans[k - 1][1] = Math.min(spans[k - 1][1], mid - (WORD_SPACE * size) / 2);
      spans[k][0] = Math.max(spans[k][0], mid + (WORD_SPACE * size) / 2);
      continue;
    }
    const half = ((spaces + 1 - 2 * HALF_CELL) * pitch) / 2;
    spans[k - 1][1] = (a + b) / 2 - half;
    spans[k][0] = (a + b) / 2 + half;
  }
  return spans;
}

/** The least space kept between two words of a line (share of its size): the line reader then sees a space. */
const WORD_SPACE = 0.15;

/**
 * The spans of a line's words (pixels). Widened by their side bearings, two words of a tightly set font
 * (a Times space is a quarter of an em) would touch, and be read as one word ("UnitTest", "forthe"): the
 * engine parted them, so a space is kept between them, halfway across their inks' gap (or overlap: the
 * engine's box of a word may reach over a narrow one beside it), leaving each word at least a quarter of
 * its ink (a "1" or a comma is narrower than a space).
 */
function wordSpans(words: OcrWordResult[], pitch: number | null, size: number): [number, number][] {
  const spans = words.map((w) => wordSpan(w, pitch, size));
  if (pitch !== null) return evenSpaces(words, spans, pitch, size);
  const space = WORD_SPACE * size;
  const quarter = (b: OcrBox) => (b.x1 - b.x0) / 4;
  for (let k = 1; k < words.length; k++) {
    const before = words[k - 1].bbox;
    const after = words[k].bbox;
    if (after.x0 + after.x1 <= before.x0 + before.x1 || spans[k][0] - spans[k - 1][1] >= space) continue;
    const mid = (before.x1 + after.x0) / 2;
    spans[k - 1][1] = Math.max(Math.min(spans[k - 1][1], mid - space / 2), before.x0 + quarter(before));
    spans[k][0] = Math.min(Math.max(spans[k][0], mid + space / 2), after.x1 - quarter(after));
  }
  return spans;
}

/** Marks never set after a space: a closing bracket, a percent sign. */
const CLOSING_RE = /^[)\]%]$/;
/** A closing mark this near (share of the size) the word before it closes that word. */
const CLOSING_GAP = 0.2;
/** A bracket closing the word before it, which opened one, this near. */
const BRACKET_GAP = 0.6;

/** Whether a word opens a bracket it does not close ("(15%"). */
const opensBracket = (text: string) => /[([][^)\]]*$/.test(text);

/**
 * A closing mark the engine read as a word of its own ("(15%" ")") is joined to the word it closes, as
 * printed: apart, the line reader would set a space before it ("Homework (15% )", no category header).
 * A bracket is joined a little farther off when the word before opened one: some fonts set ")" wide.
 */
export function joinClosingMarks(words: OcrWordResult[], size: number): OcrWordResult[] {
  const out: OcrWordResult[] = [];
  for (const w of words) {
    const before = out.at(-1);
    const text = w.text.trim();
    if (
      !before ||
      !CLOSING_RE.test(text) ||
      isSpeck(text, w.confidence) ||
      w.bbox.x0 - before.bbox.x1 >
        (opensBracket(before.text) && text !== '%' ? BRACKET_GAP : CLOSING_GAP) * size
    ) {
      out.push(w);
      continue;
    }
    out[out.length - 1] = joined(before, w);
  }
  return out;
}

/** Two words the engine read apart, as one. */
function joined(a: OcrWordResult, b: OcrWordResult): OcrWordResult {
  return {
    text: a.text.trim() + b.text.trim(),
    confidence: Math.min(a.confidence, b.confidence),
    bbox: {
      x0: a.bbox.x0,
      x1: Math.max(a.bbox.x1, b.bbox.x1),
      y0: Math.min(a.bbox.y0, b.bbox.y0),
      y1: Math.max(a.bbox.y1, b.bbox.y1),
    },
    symbols: a.symbols && b.symbols ? [...a.symbols, ...b.symbols] : undefined,
  };
}

/** Dashes, printed short and level. */
const DASH_MARK_RE = /^[-\u2013\u2014]$/u;
/** A glyph at least this tall (share of the line's size)... */
const STROKE_HEIGHT = 0.7;
/** ...and at most this wide is an upright stroke. */
const STROKE_WIDTH = 0.3;

const glyphHeight = (g: OcrSymbol) => g.bbox.y1 - g.bbox.y0;
const glyphWidth = (g: OcrSymbol) => g.bbox.x1 - g.bbox.x0;

/** A word of letters, parts joined by hyphens ("Warm-Up"), each an English word. */
const englishWords = (text: string, isWord: (word: string) => boolean) =>
  /^\p{L}{3,}(?:-\p{L}+)*$/u.test(text) && text.split('-').every(isWord);

/**
 * Marks at a word's edge the glyph's ink belies: a dash whose ink is an upright stroke as tall as the
 * letters is a speck or smear of the scan beside the word ("Pop- Quiz", "-Challenge"), and so is such a
 * full stop after an English word ("Cells.", "Pop. Quiz"): they go, with their ink. The engine's boxes
 * of other marks are too rough to tell (a colon's is often as tall as the letters), and so is a full stop
 * after an abbreviation ("Mr.").
 */
export function strokesAsMarks(
  w: OcrWordResult,
  size: number,
  isWord: (word: string) => boolean,
): OcrWordResult {
  const glyphs = w.symbols?.filter((g) => g.text.trim()) ?? [];
  const text = w.text.trim();
  if (glyphs.length < 2 || glyphs.map((g) => g.text.trim()).join('') !== text) return w;
  const stroke = (g: OcrSymbol) =>
    glyphHeight(g) >= STROKE_HEIGHT * size && glyphWidth(g) <= STROKE_WIDTH * size;
  const dash = (g: OcrSymbol) => DASH_MARK_RE.test(g.text.trim()) && stroke(g);
  let kept = glyphs;
  if (dash(kept[0])) kept = kept.slice(1);
  const last = kept[kept.length - 1];
  const before = kept
    .slice(0, -1)
    .map((g) => g.text.trim())
    .join('');
  if (dash(last) || (last.text.trim() === '.' && stroke(last) && englishWords(before, isWord)))
    kept = kept.slice(0, -1);
  if (kept.length === glyphs.length || !kept.some((g) => /[\p{L}\p{N}]/u.test(g.text))) return w;
  return {
    ...w,
    text: kept.map((g) => g.text.trim()).join(''),
    symbols: kept,
    bbox: {
      ...w.bbox,
      x0: kept[0] === glyphs[0] ? w.bbox.x0 : kept[0].bbox.x0,
      x1: kept.at(-1) === glyphs.at(-1) ? w.bbox.x1 : kept.at(-1)!.bbox.x1,
    },
  };
}

/** A word's letters, then any marks that close it ("ssessment", "rgumentative,"). */
const REST_OF_WORD_RE = /^(\p{Ll}{2,})[^\p{L}\p{N}]*$/u;

/**
 * A capital the engine read as a word of its own, where a font sets it wide of the letters after it
 * ("A ssessment", "A rgumentative", "Über-R eactions"): joined to them when they are no word and the two
 * together are.
 * "A student" stays two words.
 */
export function joinPartedCapitals(
  words: OcrWordResult[],
  isWord: (word: string) => boolean,
): OcrWordResult[] {
  const out: OcrWordResult[] = [];
  for (const w of words) {
    const before = out.at(-1);
    const rest = REST_OF_WORD_RE.exec(w.text.trim())?.[1];
    // The capital alone, or closing a hyphened word ("Über-R" "eactions").
    const capital = /(?:^|-)(\p{Lu})$/u.exec(before?.text.trim() ?? '')?.[1];
    if (before && rest && capital && !isWord(rest) && isWord(capital + rest))
      out[out.length - 1] = joined(before, w);
    else out.push(w);
  }
  return out;
}

/** A gap between two words at most this share of the line's usual space between words parts no words. */
const SPLIT_GAP = 0.6;
/** The fewest spaces between words a line must show for its usual space to be known. */
const MIN_SPACES = 2;

/**
 * Whether `after` may go on the word `before` without a space: small letters after a letter ("Bren" "nan"),
 * a name after its capital and apostrophe ("O’" "Connor"), an initial after initials ("U." "S.").
 */
function goesOn(before: string, after: string): boolean {
  if (/\p{L}$/u.test(before) && /^\p{Ll}+[^\p{L}\p{N}]*$/u.test(after)) return true;
  if (/^\p{Lu}['’]$/u.test(before) && /^\p{Lu}\p{Ll}/u.test(after)) return true;
  return /^(?:\p{Lu}\.)+$/u.test(before) && /^\p{Lu}\./u.test(after);
}

/**
 * Two words a tight font sets close ("next time", "for the"): each a word of two letters or more, and the
 * two together none.
 */
function twoWords(before: string, after: string): boolean {
  const word = (text: string) => text.length > 1 && isTitleWord(text);
  const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');
  return word(letters(before)) && word(letters(after)) && !isTitleWord(letters(before) + letters(after));
}

/**
 * A word the engine read as two across a gap no wider than between its letters ("J ames", "Spa nish",
 * "O’ Connor", "U. S."): joined where the second part may go on the first (`goesOn`), the gap is much
 * narrower than the line's usual space between words (its gaps under a size wide; wider ones part cells)
 * and no overlap (an f reaching over the space of "of the"), and the parts are not two words that make
 * none together (`twoWords`: a tight font sets "next time" as close; so "Bren nan" stays, its parts being
 * words too). A space set as wide as the line's other spaces stays ("Reading and").
 */
export function joinSplitWords(words: OcrWordResult[], size: number): OcrWordResult[] {
  const gapOf = (a: OcrWordResult, b: OcrWordResult) => b.bbox.x0 - a.bbox.x1;
  const spaces = words
    .slice(1)
    .map((w, k) => gapOf(words[k], w))
    .filter((g) => g > 0 && g < size);
  if (spaces.length < MIN_SPACES + 1) return words;
  const out: OcrWordResult[] = [];
  for (const [k, w] of words.entries()) {
    const before = out.at(-1);
    const gap = before ? gapOf(words[k - 1], w) : Infinity;
    const others = spaces.filter((g) => g !== gap);
    if (
      before &&
      goesOn(before.text.trim(), w.text.trim()) &&
      !twoWords(before.text.trim(), w.text.trim()) &&
      others.length >= MIN_SPACES &&
      gap > 0 &&
      gap < SPLIT_GAP * median(others)
    )
      out[out.length - 1] = joined(before, w);
    else out.push(w);
  }
  return out;
}

/** A word, then one full stop. */
const FULL_STOP_RE = /^(\p{L}{3,})\.$/u;

/**
 * Specks the engine read as marks at a word's edge, told by the line they stand in: an opening quote
 * that nothing on the line closes ("‘Research Project 7"), a closing one that nothing opens ("Lab’
 * (10%)"), and a full stop after a word where the line
 * goes on in small letters ("return to your. claim"; an abbreviation, not being a word, keeps its stop),
 * or alone after a word (left empty).
 */
export function dropStrayMarks(texts: string[], isWord: (word: string) => boolean): string[] {
  return texts.map((text, k) => {
    const rest = texts.slice(k + 1).join(' ');
    if (/^\u2018./u.test(text) && !/\u2019/u.test(text.slice(1) + rest)) return text.slice(1);
    if (/^\u201c./u.test(text) && !/["\u201d]/u.test(text.slice(1) + rest)) return text.slice(1);
    // A closing quote after a word (not a plural's apostrophe, "students’") that nothing before it opened.
    const before = texts.slice(0, k).join(' ');
    if (/\p{L}(?<![sS])['\u2019]$/u.test(text) && !/['\u2018]/u.test(before + text.slice(0, -1)))
      return text.slice(0, -1);
    const word = FULL_STOP_RE.exec(text)?.[1];
    if (word && /^\p{Ll}/u.test(texts[k + 1] ?? '') && isWord(word)) return word;
    // A full stop alone after a word ("Life Science ."): a printed stop follows its word with no space.
    if (text === '.' && /\p{L}$/u.test(texts[k - 1] ?? '')) return '';
    return text;
  });
}

/** A month's name, as a word of a line. */
const MONTH_ALONE_RE = new RegExp(`^(?:${MONTH_NAMES})\\.?$`);

/** A speck read as a mark before a date or a month's name, or after a day ("+2025-10-06", ".Sep", "27°"). */
const SPECK_MARK = String.raw`[.,'\`+*°º]`;
const SPECK_BEFORE_RE = new RegExp(`^${SPECK_MARK}(.+)$`);
const DAY_THEN_SPECK_RE = /^(\d{1,2})[°º*]$/;

/**
 * The comma between a date's day and its year read as another mark ("Nov 4; 2021", "Aug 27. 2023",
 * "Jan 2] 2025", "Sep 5.2023"): a day between a month's name and a year on a line. And specks read as marks
 * at a date's edges: before a date or a month's name before a day (".Sep 17", "+2025-10-06"), after a day
 * after a month's name ("Sep 27°").
 */
export function dateCommas(texts: string[]): string[] {
  return texts.map((text, k) => {
    const month = MONTH_ALONE_RE.test(texts[k - 1] ?? '');
    const day = /^(\d{1,2})[;.:\]|]$/.exec(text);
    if (day && month && /^(?:19|20)\d\d$/.test(texts[k + 1] ?? '')) return `${day[1]},`;
    const dayYear = /^(\d{1,2})[;.:\]|]((?:19|20)\d\d)$/.exec(text);
    if (dayYear && month) return `${dayYear[1]}, ${dayYear[2]}`;
    const daySpeck = DAY_THEN_SPECK_RE.exec(text);
    if (daySpeck && month) return daySpeck[1];
    const rest = SPECK_BEFORE_RE.exec(text)?.[1];
    if (rest && MONTH_ALONE_RE.test(rest) && /^\d{1,2}\b/.test(texts[k + 1] ?? '')) return rest;
    if (rest && /\d/.test(rest) && isDate(rest)) return rest;
    return text;
  });
}

/** A number with its decimals, then the first digits of a year run into it ("5.00.202"). */
const NUMBER_THEN_YEAR_RE = /^(\d+\.\d{1,2})\.?((?:19|20)\d?)$/;
/** The rest of a year-first date ("5-08-23" of "2025-08-23"). */
const YEAR_REST_RE = /^(\d{1,2})(-\d{1,2}-\d{1,2})$/;

/**
 * A number and the year-first date after it read across two words parted in the wrong place ("5.00.202"
 * "5-08-23" for "5.00" "2025-08-23"): parted where the year is whole.
 */
export function yearsParted(texts: string[]): string[] {
  const out = [...texts];
  for (let k = 0; k + 1 < out.length; k++) {
    const head = NUMBER_THEN_YEAR_RE.exec(out[k]);
    const rest = head && YEAR_REST_RE.exec(out[k + 1]);
    if (!head || !rest || head[2].length + rest[1].length !== 4) continue;
    out[k] = head[1];
    out[k + 1] = `${head[2]}${rest[1]}${rest[2]}`;
  }
  return out;
}

/** A word of letters closed by a colon ("Study:"). */
const WORD_COLON_RE = /^\p{L}+:$/u;
/** A number closing a title's label ("3:" of "Study Guide 3: Forces"). */
const LABEL_NUMBER_RE = /^\d+:$/;

/**
 * A colon the engine read after a word of a title's label, before the label's number ("Study: Guide 3:",
 * "Questions: 11:"): a label holds one colon, after its number.
 */
export function labelColons(texts: string[]): string[] {
  return texts.map((text, k) =>
    WORD_COLON_RE.test(text) &&
    (LABEL_NUMBER_RE.test(texts[k + 1] ?? '') ||
      (/^\p{Lu}\p{Ll}+$/u.test(texts[k + 1] ?? '') && LABEL_NUMBER_RE.test(texts[k + 2] ?? '')))
      ? text.slice(0, -1)
      : text,
  );
}

/** What a capital I is read as: a one, a small l, a bar. */
const I_AS_RE = /^[1l|]$/;

/** A student's number as reports print it: four digits or more. */
const STUDENT_NUMBER_RE = /^\d{4,}$/;

/**
 * The label of a student's ID or number read otherwise: its I read as a one, a small l or a bar, run into
 * the D or set apart from it ("1D:", "1 D:"), where no number is; a student's number's with its colon
 * lost ("Student # 620931") or its "#:" lost whole ("Student 512240"), before the number.
 */
export function studentIdLabels(texts: string[]): string[] {
  return texts.map((text, k) => {
    const next = texts[k + 1] ?? '';
    if (/^[1l|]D:$/.test(text)) return 'ID:';
    if (I_AS_RE.test(text) && next === 'D:') return '';
    if (text === 'D:' && I_AS_RE.test(texts[k - 1] ?? '')) return 'ID:';
    // The label's "#" or "#:" joins "Student" (the engine, unsure of so small a mark, reads it as a speck).
    const numberSign = /^#:?$/;
    if (numberSign.test(text) && texts[k - 1] === 'Student' && STUDENT_NUMBER_RE.test(next)) return '';
    if (text !== 'Student') return text;
    const number = numberSign.test(next) ? texts[k + 2] : next;
    return STUDENT_NUMBER_RE.test(number ?? '') ? 'Student #:' : text;
  });
}

/**
 * A term's code read as a number, unsure: a quarter's with a zero for its Q ("01 2021-2022" for "Q1
 * 2021-2022"), a semester's with a 5 for its S ("51 2021-2022" for "S1 2021-2022"), the engine unsure of
 * it, before a school year on a line.
 */
export function quarterCodes(texts: string[], words: { confidence: number }[]): string[] {
  return texts.map((text, k) => {
    const code = /^0([1-4])$/.exec(text) ?? /^5([12])$/.exec(text);
    return code && words[k].confidence < UNSURE_CODE && SCHOOL_YEAR_RE.test(texts[k + 1] ?? '')
      ? `${text.startsWith('0') ? 'Q' : 'S'}${code[1]}`
      : text;
  });
}
/** A term's code read as a number is read with at most this confidence. */
const UNSURE_CODE = 50;

/**
 * A capital I read as a bar (in a sans-serif font the two are one stroke): a bar after a capitalised word
 * on its line ("Algebra |" for "Algebra I"), standing no taller than that word's letters (a ruled line
 * between cells stands taller than the text).
 */
export function barsAsCapitalI(texts: string[], words: { bbox: OcrBox }[]): string[] {
  return texts.map((text, k) => {
    const before = texts[k - 1] ?? '';
    // A label ("Period |", a table's rule after its header) takes no numeral.
    if (text !== '|' || !/^\p{Lu}\p{L}*$/u.test(before) || isLabelWord(before)) return text;
    const height = (b: OcrBox) => b.y1 - b.y0;
    return height(words[k].bbox) <= 1.15 * height(words[k - 1].bbox) ? 'I' : text;
  });
}

/**
 * A score's slash read as a digit, run onto the points before it ("42.501 50.00" for "42.50 / 50.00") or
 * alone ("3.00 7 5.00"): a number with two decimals and one digit more, or that digit alone after a number
 * with two decimals, the digit one a slash is read as, before a number with two decimals.
 */
export function slashesAsDigits(texts: string[]): string[] {
  const twoDecimals = (text: string | undefined) => /^\d[\d,]*\.\d{2}$/.test(text ?? '');
  return texts.map((text, k) => {
    if (!twoDecimals(texts[k + 1])) return text;
    if (SLASH_AS_DIGIT_RE.test(text) && twoDecimals(texts[k - 1])) return '/';
    const m = /^(\d+\.\d{2})([1lI|7])$/.exec(text);
    return m ? `${m[1]} /` : text;
  });
}

/**
 * A score's slash read as an opening square bracket on the points possible ("27 [50" for "27 / 50"): a
 * bracket nothing closes, on a number after a number.
 */
export function bracketsAsSlashes(texts: string[]): string[] {
  return texts.map((text, k) => {
    const m = /^\[(\d[\d,]*(?:\.\d+)?)$/.exec(text);
    return m && /^\d[\d,]*(?:\.\d+)?$/.test(texts[k - 1] ?? '') ? `/${m[1]}` : text;
  });
}

/**
 * A speck read after a score's points possible ("3.5 out of 5°", "12 / 15*"): a degree sign, a star or a
 * tick on the number after "of" or a slash, which no score prints.
 */
export function scoreSpecks(texts: string[]): string[] {
  return texts.map((text, k) => {
    const m = /^(\d[\d,]*(?:\.\d+)?)[°º*'`]$/.exec(text);
    return m && /^(?:of|\/)$/.test(texts[k - 1] ?? '') ? m[1] : text;
  });
}

/** The digits and strokes a score's slash is read as. */
const SLASH_AS_DIGIT_RE = /^[1lI|7]$/;

/**
 * A capital J read as a closing bracket run onto the word before ("Mr.) ames" for "Mr. James"): a bracket
 * that nothing opened, before a word of small letters, is that word's J.
 */
export function bracketsAsJ(texts: string[]): string[] {
  const out = [...texts];
  for (let k = 0; k + 1 < out.length; k++)
    if (/^[^(]*\p{L}\.?\)$/u.test(out[k]) && /^\p{Ll}{2,}/u.test(out[k + 1])) {
      out[k] = out[k].slice(0, -1);
      out[k + 1] = `J${out[k + 1]}`;
    }
  return out;
}

/** A month's short name without its capital ("an" of "Jan"): the capital each of these lacks, one alone. */
const MONTH_TAILS = new Map(
  MONTH_ABBREVIATIONS.filter((m) => m.length === 3).map((m) => [m.slice(1), m[0].toUpperCase()]),
);

/**
 * A month's name whose capital was read apart ("J an 15") or lost ("an 25"), before a day that no word of
 * small letters follows: a sentence reads "an 18 on the quiz", no date.
 */
export function monthCapitals(texts: string[]): string[] {
  const out = [...texts];
  for (let k = 0; k + 1 < out.length; k++) {
    const capital = MONTH_TAILS.get(out[k]);
    const day = /^(\d{1,2}),?$/.exec(out[k + 1]);
    const after = out[k + 2];
    if (!capital || !day || Number(day[1]) < 1 || Number(day[1]) > 31) continue;
    if (after !== undefined && /^\p{Ll}/u.test(after)) continue;
    if (out[k - 1] === capital) out[k - 1] = '';
    out[k] = `${capital}${out[k]}`;
  }
  return out;
}

/**
 * Quotes pair as printed: an opening curly quote that a straight one closes on its line was a straight one
 * misread ("“The Giver\"").
 */
export function pairQuotes(texts: string[]): string[] {
  return texts.map((text, k) => {
    if (!text.startsWith('\u201c')) return text;
    const after = text.slice(1) + ' ' + texts.slice(k + 1).join(' ');
    const close = after.search(/["\u201d]/);
    return close >= 0 && after[close] === '"' ? '"' + text.slice(1) : text;
  });
}

/**
 * The full stop of an initial after a surname read as a comma ("Ortiz, D," for "Ortiz, D."): a name's
 * last initial, before no further word of letters.
 */
export function initialsClosed(texts: string[]): string[] {
  return texts.map((text, k) =>
    /^\p{Lu},$/u.test(text) &&
    /^\p{Lu}[\p{L}'’-]+,$/u.test(texts[k - 1] ?? '') &&
    !/^\p{L}/u.test(texts[k + 1] ?? '')
      ? `${text[0]}.`
      : text,
  );
}

/**
 * A bar that opens or closes a line separates nothing: the end of a table's rule ("Course  Teacher
 * Period |"), not a separator (" | ") or an I, which stand between words.
 */
export function barsAtLineEnds(texts: string[]): string[] {
  const filled = texts.flatMap((t, k) => (t ? [k] : []));
  const ends = new Set([filled[0], filled[filled.length - 1]]);
  return texts.map((text, k) => (text === '|' && ends.has(k) ? '' : text));
}

/** What a copyright notice names after its sign: a year or a name ("© 2024", "© Jefferson High School"). */
const NOTICE_RE = /^(?:(?:19|20)\d\d|\p{Lu})/u;

/**
 * A zero read as a copyright sign after a score's slash or "of" ("Course Total: 0 / ©"); a copyright sign
 * alone before anything but a notice's year or name is a speck ("8.00 © 10.00": a gradebook's cells print
 * none).
 */
export function zerosAsCopyright(texts: string[]): string[] {
  return texts.map((text, k) => {
    if (text !== '©') return text;
    if (/^(?:\/|of)$/i.test(texts[k - 1] ?? '')) return '0';
    return NOTICE_RE.test(texts[k + 1] ?? '') ? text : '';
  });
}

/** A number a bracket opens ("(260.00"). */
const OPENED_NUMBER_RE = /^\(\d[\d,]*(?:\.\d+)?$/;

/**
 * A bracket opened before a number that nothing on its line closes, or that a bracket read apart closes
 * ("Total Points Rec'd: 0 (0" | ")", the engine unsure of the bracket, which would go as a speck): closed
 * after the number.
 */
export function closedBrackets(texts: string[]): string[] {
  return texts.map((text, k) => {
    if (text === ')' && OPENED_NUMBER_RE.test(texts[k - 1] ?? '')) return '';
    if (!OPENED_NUMBER_RE.test(text)) return text;
    const rest = texts.slice(k + 1);
    return rest[0] === ')' || !rest.some((t) => t.includes(')')) ? `${text})` : text;
  });
}

/** Two boxes sharing at least half of the smaller one. */
export function overlapping(a: OcrBox, b: OcrBox): boolean {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return false;
  const area = (x: OcrBox) => (x.x1 - x.x0) * (x.y1 - x.y0);
  return w * h >= 0.5 * Math.min(area(a), area(b));
}

/**
 * Words the engine read twice, on two of its lines whose boxes overlap (a dash between two printed lines
 * read once with each, or once as "—" and once as "L108"): of two words on different lines sharing most
 * of their ink, the less sure one.
 */
export function wordsReadTwice(blocks: OcrBlockResult[]): Set<OcrWordResult> {
  const words = blocks.flatMap((b) =>
    b.paragraphs.flatMap((p) => p.lines.flatMap((line) => line.words.map((w) => ({ w, line })))),
  );
  words.sort((a, b) => a.w.bbox.x0 - b.w.bbox.x0);
  const twice = new Set<OcrWordResult>();
  for (let i = 0; i < words.length; i++)
    for (let k = i + 1; k < words.length && words[k].w.bbox.x0 < words[i].w.bbox.x1; k++) {
      const [a, b] = [words[i], words[k]];
      if (a.line === b.line || !overlapping(a.w.bbox, b.w.bbox)) continue;
      twice.add(b.w.confidence > a.w.confidence ? a.w : b.w);
    }
  return twice;
}

/**
 * A word whose last glyphs the engine boxed over the words after it, past the end of the next (the "t" of
 * "out" drawn to the end of "of 20.00"): those glyphs' boxes, and the word's, end where the next word
 * begins. Left so, the word would be placed over its neighbours, and the line reader would run them
 * together ("outof20.00"). A word merely touching the next (an italic f) is left as read.
 */
export function clipOverreaching(words: OcrWordResult[]): OcrWordResult[] {
  return words.map((w, k) => {
    const next = words[k + 1]?.bbox;
    if (!next || next.x0 <= w.bbox.x0 || w.bbox.x1 < next.x1) return w;
    const end = (b: OcrBox): OcrBox => (b.x1 > next.x0 ? { ...b, x1: Math.max(b.x0 + 1, next.x0 - 1) } : b);
    const symbols = w.symbols?.map((x) => ({ ...x, bbox: end(x.bbox) }));
    return { ...w, bbox: end(w.bbox), symbols };
  });
}

/**
 * A 7 read less sure than this, its box this share of the narrower of the two over a slash's after it, is
 * the slash read twice (a tight font at 150 dpi sets a printed 7's box over the slash's too, read sure).
 */
const SLASH_TWICE_CONFIDENCE = 90;
const SLASH_TWICE_OVERLAP = 0.1;

/**
 * A digit whose box lies this share of the narrower of the two over a capital's after it, read less sure
 * than the capital, is a stroke of the capital read twice: the hook of a fixed-width J read as a 3 ("50Jan"
 * read "503Jan", a points possible and a date set close). Glyph boxes of letters overlap as much at 150 dpi,
 * but a digit over the capital after it was read only so.
 */
const CAPITAL_TWICE_OVERLAP = 0.33;

/** A colon's dots are square, about a sixth of the line's size across; a rule's stroke is a pixel or two. */
const COLON_MIN_WIDTH = 0.1;
/** A colon stands about half the line's size tall, from its baseline to the small letters' height. */
const COLON_MAX_HEIGHT = 0.6;

/**
 * A table's rule read as a colon closing the word beside it ("Science:" for "Science |", a course's cell in
 * a grid): a glyph read as a colon that is a thin stroke, taller than a colon, is the rule's, and is
 * dropped with the engine's other readings of the whole word.
 */
export function rulesAsColons(w: OcrWordResult, size: number): OcrWordResult {
  const sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  const last = sym.at(-1);
  if (sym.length < 2 || !last || last.text !== ':' || glyphText(sym, 0) !== w.text.trim()) return w;
  const { x0, x1, y0, y1 } = last.bbox;
  if (x1 - x0 >= COLON_MIN_WIDTH * size || y1 - y0 <= COLON_MAX_HEIGHT * size) return w;
  const symbols = sym.slice(0, -1);
  return { text: glyphText(symbols, 0), confidence: w.confidence, bbox: boxAround(symbols), symbols };
}

/** A number's glyphs: digits and the marks numbers print (a decimal point, a slash, a percent sign). */
const NUMBER_WORD_RE = /^[\d.,/%]+$/;
/** A 1 standing this many times as tall as its number's other digits is no digit (all digits of a font stand alike). */
const TALL_ONE = 1.4;
/** How far past the digits' top and bottom a stroke reaches, in the digits' height. */
const STROKE_PAST = 0.1;

/**
 * Strokes of the scan beside a number read as ones at its edges ("151" for "5", the 1s reaching far above
 * and below the 5): a 1 at either end of a number word that stands clearly taller than the word's other
 * digits, past both their top and their bottom, is dropped, and the engine's other readings of the whole
 * word with it. A printed 1 stands as high as its digits; one the engine boxed with a speck below it
 * ("100.00" over a dot) reaches past one side only, and is kept.
 */
export function strokesAsOnes(w: OcrWordResult): OcrWordResult {
  const sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  if (sym.length < 2 || glyphText(sym, 0) !== w.text.trim() || !NUMBER_WORD_RE.test(w.text.trim())) return w;
  const ends = [0, sym.length - 1].filter((k) => sym[k].text === '1');
  const digits = sym.filter((x, k) => /^\d$/.test(x.text) && !ends.includes(k));
  if (!ends.length || !digits.length) return w;
  const usual = median(digits.map(glyphHeight));
  const top = Math.min(...digits.map((x) => x.bbox.y0)) - STROKE_PAST * usual;
  const bottom = Math.max(...digits.map((x) => x.bbox.y1)) + STROKE_PAST * usual;
  const isStroke = (g: OcrSymbol) =>
    glyphHeight(g) >= TALL_ONE * usual && g.bbox.y0 < top && g.bbox.y1 > bottom;
  const strokes = new Set(ends.filter((k) => isStroke(sym[k])));
  if (!strokes.size) return w;
  const symbols = sym.filter((_, k) => !strokes.has(k));
  return { text: glyphText(symbols, 0), confidence: w.confidence, bbox: boxAround(symbols), symbols };
}

/** The box around the boxes of glyphs or words. */
export function boxAround(parts: { bbox: OcrBox }[]): OcrBox {
  return {
    x0: Math.min(...parts.map((x) => x.bbox.x0)),
    y0: Math.min(...parts.map((x) => x.bbox.y0)),
    x1: Math.max(...parts.map((x) => x.bbox.x1)),
    y1: Math.max(...parts.map((x) => x.bbox.y1)),
  };
}

/**
 * A glyph the engine read twice, once more as a glyph of its own before it, unsure: a slash whose top it
 * also read as a 7 ("20.57/25" for "20.5/25"), or a capital whose stroke it also read as a digit
 * ("503Jan"). The extra glyph's box lies over the glyph's after it; it is dropped, and the engine's other
 * readings of the whole word with it. (A narrow 1 stands over a slash in a tight date, "11/02", read sure.)
 */
export function glyphReadTwice(w: OcrWordResult): OcrWordResult {
  const sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  if (sym.length < 3 || glyphText(sym, 0) !== w.text.trim()) return w;
  const over = (a: OcrBox, b: OcrBox) =>
    (Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) / Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
  const twice = sym.findIndex((x, k) => {
    const next = sym[k + 1];
    if (k === 0 || !next) return false;
    const slash =
      x.text === '7' &&
      x.confidence < SLASH_TWICE_CONFIDENCE &&
      next.text === '/' &&
      over(x.bbox, next.bbox) >= SLASH_TWICE_OVERLAP;
    const capital =
      /^\d$/.test(x.text) &&
      /^\p{Lu}$/u.test(next.text) &&
      x.confidence < next.confidence &&
      over(x.bbox, next.bbox) >= CAPITAL_TWICE_OVERLAP;
    return slash || capital;
  });
  if (twice < 0) return w;
  const symbols = sym.filter((_, k) => k !== twice);
  return { text: glyphText(symbols, 0), confidence: w.confidence, bbox: w.bbox, symbols };
}

/**
 * A line's words as text: each word's misreadings undone (`normaliseWord`), then those its neighbours on
 * the line make plain.
 */
function lineTexts(words: OcrWordResult[]): string[] {
  let texts = words.map((x) => normaliseWord(x.text.trim()));
  texts = initialsClosed(closedBrackets(bracketsAsJ(pairQuotes(dropStrayMarks(texts, isEnglishWord)))));
  texts = monthCapitals(texts);
  texts = barsAsCapitalI(
    scoreSpecks(
      bracketsAsSlashes(slashesAsDigits(yearsParted(dateCommas(labelColons(studentIdLabels(texts)))))),
    ),
    words,
  );
  return barsAtLineEnds(zerosAsCopyright(quarterCodes(texts, words)));
}

/**
 * The engine's words as the parser's text items on page `page`, scaled from pixels to points by
 * `pointsPerPixel` (one word per item, its baseline taken from its line so a row's words share it).
 */
export function wordsToItems(blocks: OcrBlockResult[], page: number, pointsPerPixel: number): OcrWord[] {
  const out: OcrWord[] = [];
  const inks: (number | null)[] = [];
  const lineOf: number[] = [];
  const padded = pageZeroPadded(blocks);
  const twice = wordsReadTwice(blocks);
  const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
  const read = lines.map((line) => {
    const size = lineSize(line);
    const words = joinSplitWords(
      joinPartedCapitals(
        joinClosingMarks(
          clipOverreaching(line.words.filter((x) => !twice.has(x)))
            .map((x) =>
              strokesAsMarks(glyphReadTwice(strokesAsOnes(rulesAsColons(x, size))), size, isEnglishWord),
            )
            .flatMap((x) => splitAtSpaces(x, size, padded))
            .flatMap((x) => splitRunTogether(x, size, isEnglishWord))
            .flatMap((x) => splitNumberFromWord(x, size, isEnglishWord)),
          size,
        ),
        isEnglishWord,
      ),
      size,
    );
    return { line, words, size };
  });
  const pitches = linePitches(read);
  for (const [i, { line, words, size: pixels }] of read.entries()) {
    const size = pixels * pointsPerPixel;
    const texts = lineTexts(words);
    const spans = wordSpans(words, pitches[i], pixels);
    for (const [k, w] of words.entries()) {
      const str = texts[k];
      if (!str || isSpeckInk(w, pixels)) continue;
      const one = periodOne(str, texts[k - 1]);
      if (isSpeck(str, w.confidence) && !scoreSlash(str, texts[k - 1], texts[k + 1]) && !one) continue;
      if ((k === 0 && strayLetter(str, texts[1])) || shapeBelies(str, w.bbox, pixels)) continue;
      const text = one ? '1' : str;
      const baseline = wordBaseline(line, w, pixels);
      const [x0, x1] = spans[k];
      const ink = inkHeight(w, pixels);
      inks.push(ink === null ? null : ink * pointsPerPixel);
      lineOf.push(i);
      out.push({
        item: {
          str: text,
          x0: x0 * pointsPerPixel,
          x1: x1 * pointsPerPixel,
          y: baseline.y * pointsPerPixel,
          size,
          page,
        },
        confidence: w.confidence,
        alternatives: (w.choices ?? []).map((c) => c.text.trim()).filter((t) => t && t !== text),
        offLine: baseline.offLine,
      });
    }
  }
  evenSizes(
    out.map((w) => w.item),
    inks,
    lineOf,
  );
  return out;
}

/** Initials printed close ("U.S.", "J.R.R."): the period after each sets the next capital wide of it, no space. */
const initials = (before: string, after: string) =>
  /(?:^|\.)\p{Lu}\.$/u.test(before) && /^\p{Lu}\./u.test(after);

/** A gap between two glyphs of a word at least this share of the line's size may be a space the engine missed. */
const MISSED_SPACE = 0.15;
/** Dashes set between spaces in a line of details ("Ms. Chen — P4"). */
const DASH_RE = /^[\u2013\u2014]$/;
const NEARLY = 0.04;

/** A clear space between two glyphs, as a share of the line's size. */
const CLEAR_SPACE = 0.25;
/** The gap a cut leaves between its pieces' boxes: a space, as the line reader measures one. */
const CUT_GAP = 0.3;

/** A value's end: a percent sign, or a number's decimals. */
const VALUE_END_RE = /(?:%|\d\.\d+)$/;

/**
 * Where a space is likely missed: a number then a capital or a bracket ("5Jan", "25)an"), a small letter
 * then a capital ("ChapterTest") or a number ("Test9"), an initial's full stop then a capital ("K.Thompson"),
 * a label's colon then a capital ("8:Cells"), or a percent sign then a letter ("50.0%Unit", a percent's
 * cell run into the name beside it).
 */
const JOIN_RE = /\d[\p{Lu})\]|j]|\p{Ll}[\p{Lu}\d]|[.:]\p{Lu}|%\p{L}/u;

/**
 * A number or a score, then a date from glyph `at` on: two cells set close ("100 8/26/2019" read as
 * "1008/26/2019", "73/100 8/17/2025" as "73/1008/17/2025", a spaced score's "/25 15-Sep-2022" as
 * "/2515-Sep-2022", a status over its points possible "M/50 9/29/2020" as "M/509/29/2020").
 */
function numberBeforeDate(sym: { text: string }[], at: number): boolean {
  return (
    /^(?:\/?\d[\d.,]*(?:\/\d[\d.,]*)?|(?:\p{L}{1,3}|--?|[\u2013\u2014])\/\d[\d.,]*)$/u.test(
      glyphText(sym, 0, at),
    ) && DATE_RE.test(dateAsPrinted(glyphText(sym, at)))
  );
}

/**
 * A month's name read with a digit for its first letter ("0ct", "19-5ep-2025"; an O is read as a zero, an
 * S as a five): no number is so written.
 */
function monthAsPrinted(text: string): string {
  return text.replace(/^(\d{1,2}-)?0ct(?![a-z])/, '$1Oct').replace(/^(\d{1,2}-)5ep(?=-)/, '$1Sep');
}

/**
 * A word read as a date: its month as printed (`monthAsPrinted`), a speck read as a quote or a degree sign
 * after it left out.
 */
function dateAsPrinted(text: string): string {
  const month = monthAsPrinted(text);
  const bare = month.replace(/["“”°]$/, '');
  return DATE_RE.test(bare) ? bare : month;
}

/** The text of glyphs `from` to `to`. */
function glyphText(sym: { text: string }[], from: number, to?: number): string {
  return sym
    .slice(from, to)
    .map((x) => x.text)
    .join('');
}

/**
 * A date, month first or day first ("8/26/2019", "18/09/2025", "2025-09-11"), or a day, a month's name and
 * a year ("06-Oct-2022", its O perhaps read as a zero: "06-0ct-2022").
 */
const isDate = (text: string) => {
  const date = dateAsPrinted(text);
  return DATE_RE.test(date) && (parseDate(date) ?? parseDate(date, { dayFirst: true })) !== null;
};

const DATE_RE = /^(?:\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\p{Lu}\p{Ll}{2}-\d{4})$/u;

/**
 * Where a number run into a date is cut when no step between its digits is clearly a space: the word is
 * no date as a whole (its first number has more than two digits: "1008/26/2019"), so it is cut where a
 * date is left ("100" "8/26/2019", or "10" "08/26/2019"), month or day first. Of those cuts, the ones
 * leaving a date written as the page's other dates are (`padded`: a first number under 10 with a leading
 * zero or not) are taken first, and of them the one where the glyphs' centres step widest. Null when the
 * word is shaped as a date, or no cut leaves one.
 */
function numberDateCut(sym: { text: string; bbox: OcrBox }[], padded: boolean | null): number | null {
  if (DATE_RE.test(dateAsPrinted(glyphText(sym, 0)))) return null;
  const cuts = sym
    .map((_, at) => at)
    .filter((at) => at > 0 && numberBeforeDate(sym, at) && isDate(glyphText(sym, at)));
  const alike = cuts.filter((at) => [padded, null].includes(zeroPadded(glyphText(sym, at))));
  let best: number | null = null;
  for (const at of alike.length ? alike : cuts)
    if (best === null || centreStep(sym, at) > centreStep(sym, best)) best = at;
  return best;
}

/** A month and a day without a year, either way round ("1/18", "18/1"), as a report printing its year once writes them. */
function isMonthDay(text: string): boolean {
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const monthDay = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;
  return monthDay(a, b) || monthDay(b, a);
}

/**
 * A score, or a number, run into a date printed without its year: "16 / 25 1/18" read "16/251/18",
 * "3 / 5 2/15" read "3/52/15", "12.00 / 20.00 8/27" read "12.00/20.008/27" (the points possible then keep
 * the decimals of the points earned, or none), "Excused / 10 1/12" read "Excused" "101/12", "-- / 50.00
 * 9/17" read "--/50.009/17", "5 2/14" read "52/14". No score is so written (two slashes, a number of three
 * digits or more over one of two, or two digits over one or two, far above them, that are no month and
 * day either way round), and no date either, so the word is cut where a number or score is left before a month and day;
 * of several such cuts ("10/101/17": "10/10" "1/17" or "10/1" "01/17"), those that leave a date written
 * as the page writes its dates (`padded`, a month under 10 with its leading zero or not) where any does,
 * and of them the one where the glyphs' centres step widest (the printed space). Null for any other word.
 */
/** Points earned this many times the points possible, or more, are no score's. */
const FAR_ABOVE_POSSIBLE = 1.5;

function monthDayCut(sym: { text: string; bbox: OcrBox }[], padded: boolean | null = null): number | null {
  const text = glyphText(sym, 0);
  // The points earned may stand apart, before the slash ("39.00" "/50.008/27").
  const twoSlashes = /^(?:\d[\d.,]*|\p{Lu}{1,3}|-{1,2})?\/\d[\d.,]*\/\d{1,2}$/u.test(text);
  // Two digits over one or two that are no month and day either way round ("52/14" for "5" "2/14"), and
  // half as many again or more, are no score either: a score's points earned are not so far above its
  // points possible ("15/20" stays).
  const [earned, possible] = text.split('/').map(Number);
  const noMonthDay =
    /^\d{2}\/\d{1,2}$/.test(text) && !isMonthDay(text) && earned >= FAR_ABOVE_POSSIBLE * possible;
  if (!(twoSlashes || noMonthDay || /^\d{3,}\/\d{1,2}$/.test(text)) || isDate(text)) return null;
  // A score prints its points possible with as many decimals as its points earned ("12.00/20.00"), or none
  // where only the points earned are a half ("19.5/25").
  const decimals = /^\d[\d,]*\.(\d+)\//.exec(text)?.[1].length;
  const before = twoSlashes
    ? new RegExp(`^[^/]*\\/\\d[\\d,]*${decimals ? `(?:\\.\\d{${decimals}})?` : '(?:\\.\\d+)?'}$`)
    : /^\d+$/;
  const cuts: number[] = [];
  for (let at = 1; at < sym.length; at++)
    if (before.test(glyphText(sym, 0, at)) && isMonthDay(glyphText(sym, at))) cuts.push(at);
  // Of the cuts that leave a date written as the page writes its dates ("9/17", not "09/17"), if any.
  const asWritten = cuts.filter((at) => padded === null || zeroPadded(glyphText(sym, at)) !== !padded);
  const fit = asWritten.length ? asWritten : cuts;
  return fit.reduce<number | null>(
    (best, at) => (best === null || centreStep(sym, at) > centreStep(sym, best) ? at : best),
    null,
  );
}

/**
 * Whether a date's first number under 10 is written with a leading zero ("08/26/2019", "06-Oct-2022"); null
 * when not told.
 */
function zeroPadded(date: string): boolean | null {
  const m = /^(\d{1,2})[/-](?:\d|\p{Lu}|0ct)/u.exec(date);
  return m && Number(m[1]) < 10 ? m[1].length === 2 : null;
}

/**
 * Whether a page's dates write their months under 10 with a leading zero, as most of its dates read whole
 * show; null when none shows it. A report writes its dates one way.
 */
export function pageZeroPadded(blocks: OcrBlockResult[]): boolean | null {
  let padded = 0;
  let plain = 0;
  for (const b of blocks)
    for (const p of b.paragraphs)
      for (const l of p.lines)
        for (const w of l.words) {
          const text = w.text.trim();
          const z = isDate(text) ? zeroPadded(text) : null;
          if (z === true) padded++;
          if (z === false) plain++;
        }
  return padded === plain ? null : padded > plain;
}

/**
 * Whether the step between the centres of digits `i` and `i + 1` is a digit's step and a space: digits of
 * a font are set at one width, so their centres step evenly ("11" stands as close as "10", however
 * narrow the ink of a 1), and a space adds to that step.
 */
function spacedDigits(sym: { text: string; bbox: OcrBox }[], i: number, size: number): boolean {
  const steps: number[] = [];
  for (let k = 0; k + 1 < sym.length; k++)
    if (k !== i && /\d/.test(sym[k].text) && /\d/.test(sym[k + 1].text)) steps.push(centreStep(sym, k + 1));
  if (!steps.length) return false;
  steps.sort((a, b) => a - b);
  return centreStep(sym, i + 1) >= steps[steps.length >> 1] + DIGIT_SPACE * size;
}

/** A space between digits, as a share of the line's size (a quarter of an em at the least). */
const DIGIT_SPACE = 0.18;

/**
 * A word the engine read across a narrow space ("5Jan" for "5" and "Jan" in two columns set close,
 * "ChapterTest"): where a number meets a capital or a small letter meets a capital, and the glyphs' boxes
 * show there the word's widest gap, the word is cut; a number run into a date is cut as `numberDateCut`
 * says, `padded` telling how the page writes its dates. Each piece keeps its glyphs' box and the least
 * sure glyph's confidence; the engine's other readings of the whole word no longer apply.
 */
export function splitAtSpaces(
  w: OcrWordResult,
  size: number,
  padded: boolean | null = null,
): OcrWordResult[] {
  let sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  if (sym.length < 2 || glyphText(sym, 0) !== w.text.trim()) return [w];
  const cuts: number[] = [];
  // A stroke between a number and a month ("5]Jan"): a speck or a rule's end between two cells set close.
  const stroke = sym.findIndex(
    (x, k) =>
      k > 0 &&
      /^[)\]|]$/.test(x.text) &&
      /\d/.test(sym[k - 1].text) &&
      MONTH_START_RE.test(glyphText(sym, k + 1)),
  );
  if (stroke > 0) {
    sym = sym.filter((_, k) => k !== stroke);
    cuts.push(stroke);
  }
  // The "of" of a score run into the number after it, however close ("outof517-Sep-2025"): cut there, and
  // the number's piece cut again as a word of its own (it may run into a date).
  const of = glyphText(sym, 0).search(/(?<![a-z])(?:out)?of\d/);
  if (of >= 0 && !cuts.length) {
    const at = glyphText(sym, 0).indexOf('of', of) + 2;
    return cutWord(w, sym, [at], size).flatMap((p, k) => (k ? splitAtSpaces(p, size, padded) : [p]));
  }
  const gaps = sym.slice(1).map((x, i) => x.bbox.x0 - sym[i].bbox.x1);
  const joins = gaps.map((_, i) => JOIN_RE.test(sym[i].text.slice(-1) + sym[i + 1].text[0]));
  let dateCut = false;
  gaps.forEach((g, i) => {
    // A dash that opens or closes a word stood apart from it ("Okafor —" read as "Okafor—").
    if ((i === 0 && DASH_RE.test(sym[0].text)) || (i === gaps.length - 1 && DASH_RE.test(sym[i + 1].text))) {
      cuts.push(i + 1);
      return;
    }
    // Two glyphs have no other gap to be measured against: a number and a capital are cut only where a
    // clear space parts them ("5 D", points possible beside a status code, read "5D").
    if (sym.length < 3 && !(/^\d\p{Lu}$/u.test(glyphText(sym, 0)) && g >= CLEAR_SPACE * size)) return;
    // A percentage run into the value or date after it ("64.0%8/29/2022", "73.60%28/08/2023"), however
    // close: no number goes on after a percent sign.
    if (/^\d[\d.,]*%$/.test(glyphText(sym, 0, i + 1)) && /^\d/.test(sym[i + 1].text)) {
      cuts.push(i + 1);
      return;
    }
    // A month's name run into the score or decimal number before it ("5.000ct" for "5.00" and "Oct"),
    // however close: a date prints no such number before its month ("15Jan" may be one).
    if (
      /^(?=.*[./])\d[\d.,/]*\d$/.test(glyphText(sym, 0, i + 1)) &&
      MONTH_WORD_RE.test(glyphText(sym, i + 1))
    ) {
      cuts.push(i + 1);
      return;
    }
    if (numberBeforeDate(sym, i + 1)) {
      dateCut = true;
      if (spacedDigits(sym, i, size)) cuts.push(i + 1);
      return;
    }
    if (!joins[i] || g < MISSED_SPACE * size || initials(glyphText(sym, 0, i + 1), glyphText(sym, i + 1)))
      return;
    // As wide as the widest gap where no space may be missed, or wider (glyph boxes are measured to a pixel
    // or two): a word may have run over two spaces ("UnitTest9"). No word goes on after a percent sign or a
    // number with decimals ("20.00Quiz"), whose points stand wide of their digits in a fixed-width font.
    if (
      VALUE_END_RE.test(glyphText(sym, 0, i + 1)) ||
      gaps.every((o, k) => joins[k] || o <= g + NEARLY * size)
    )
      cuts.push(i + 1);
  });
  if (dateCut && !cuts.length) {
    const cut = numberDateCut(sym, padded);
    if (cut !== null) cuts.push(cut);
  }
  if (!cuts.length) {
    const cut = monthDayCut(sym, padded);
    if (cut !== null) cuts.push(cut);
  }
  return cutWord(w, sym, cuts, size);
}

/** A word cut before each of glyphs `cuts`, a space's width left between its pieces. */
function cutWord(w: OcrWordResult, sym: OcrSymbol[], cuts: number[], size: number): OcrWordResult[] {
  if (!cuts.length) return [w];
  const at = [...new Set(cuts)].sort((a, b) => a - b);
  const out: OcrWordResult[] = [];
  for (const [a, b] of [0, ...at].map((c, k) => [c, [...at, sym.length][k]])) {
    const part = sym.slice(a, b);
    // Inner edges drawn back to leave a space's width between pieces (the glyph boxes run close).
    const left = a > 0 ? (sym[a - 1].bbox.x1 + sym[a].bbox.x0) / 2 + (CUT_GAP / 2) * size : -Infinity;
    const right =
      b < sym.length ? (sym[b - 1].bbox.x1 + sym[b].bbox.x0) / 2 - (CUT_GAP / 2) * size : Infinity;
    const x0 = Math.min(...part.map((x) => x.bbox.x0));
    const x1 = Math.max(...part.map((x) => x.bbox.x1));
    out.push({
      text: part.map((x) => x.text).join(''),
      confidence: Math.min(w.confidence, ...part.map((x) => x.confidence)),
      bbox: {
        x0: Math.min(Math.max(x0, left), x1 - 1),
        x1: Math.max(Math.min(x1, right), x0 + 1),
        y0: Math.min(...part.map((x) => x.bbox.y0)),
        y1: Math.max(...part.map((x) => x.bbox.y1)),
      },
      symbols: part,
    });
  }
  return out;
}

/** Fewest letters of a word run into another that is cut in two or three. */
const MIN_RUN_TOGETHER = 7;

/**
 * A word of letters that is no word, read where the engine missed a space or two between words
 * ("Greatimprovement!", "Reflectionforthe"): cut where it parts into two or three words (of two letters or
 * more), at gaps between glyphs that are wider than any other in the word and at least a narrow space.
 * Of several such partings, the one with fewest pieces, then the widest narrowest cut, is taken.
 */
export function splitRunTogether(
  w: OcrWordResult,
  size: number,
  isWord: (word: string) => boolean,
): OcrWordResult[] {
  const sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  if (glyphText(sym, 0) !== w.text.trim()) return [w];
  const isLetter = (x: OcrSymbol) => /^\p{L}+$/u.test(x.text);
  const first = sym.findIndex(isLetter);
  const end = sym.length - [...sym].reverse().findIndex(isLetter);
  if (first < 0 || !sym.slice(first, end).every(isLetter)) return [w];
  const letters = glyphText(sym, first, end);
  if (Array.from(letters).length < MIN_RUN_TOGETHER || isWord(letters)) return [w];
  const gapBefore = (k: number) => sym[k].bbox.x0 - sym[k - 1].bbox.x1;
  const piece = (a: number, b: number) => b - a >= 2 && isWord(glyphText(sym, a, b));
  const partings: number[][] = [];
  for (let a = first + 2; a <= end - 2; a++) {
    if (!piece(first, a)) continue;
    if (piece(a, end)) partings.push([a]);
    for (let b = a + 2; b <= end - 2; b++) if (piece(a, b) && piece(b, end)) partings.push([a, b]);
  }
  let best: { cuts: number[]; narrowest: number } | null = null;
  for (const cuts of partings) {
    const narrowest = Math.min(...cuts.map(gapBefore));
    let widestOther = 0;
    for (let k = first + 1; k < end; k++)
      if (!cuts.includes(k)) widestOther = Math.max(widestOther, gapBefore(k));
    if (narrowest < MISSED_SPACE * size || narrowest < widestOther + NEARLY * size) continue;
    if (
      !best ||
      cuts.length < best.cuts.length ||
      (cuts.length === best.cuts.length && narrowest > best.narrowest)
    )
      best = { cuts, narrowest };
  }
  return best ? cutWord(w, sym, best.cuts, size) : [w];
}

/** A number with decimals (a score's points possible, its slash before it, perhaps), then small letters. */
const NUMBER_THEN_LETTERS_RE = /^(\/?\d[\d,]*\.\d+)(\p{Ll}{2,})$/u;

/**
 * A number with decimals run into a word of small letters after it ("15.00and": a score's cell set
 * against a wrapped name's line in a fixed-width font; "/15.00to" against a comment's), however close: no
 * word goes on after a number's decimals, so the word is cut there where its letters are a word of the
 * dictionary ("5.00cts" stays).
 */
export function splitNumberFromWord(
  w: OcrWordResult,
  size: number,
  isWord: (word: string) => boolean,
): OcrWordResult[] {
  const sym = w.symbols?.filter((x) => x.text.trim()) ?? [];
  const m = NUMBER_THEN_LETTERS_RE.exec(glyphText(sym, 0));
  if (!m || glyphText(sym, 0) !== w.text.trim() || !isWord(m[2])) return [w];
  // A zero before the letters may be the o of "out" or "of" ("3.50ut" for "3.5 out"): left to `spacedScore`.
  if (m[1].endsWith('0') && isWord(`o${m[2]}`)) return [w];
  return cutWord(w, sym, [Array.from(m[1]).length], size);
}

/** Sizes within this factor of the page's usual size are that size. */
const SAME_SIZE = 1.2;
/** Capitals and digits within this factor of the page's usual height are printed in the usual size. */
const SAME_INK = 1.1;
/** A line whose capitals and digits stand at least this factor higher than usual is printed larger. */
const LARGER_INK = 1.08;
/** ...told by at least this many of its words. */
const MIN_MEASURED = 2;

/** The middle value (the upper of the two middle ones); undefined for none. */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Capitals whose tail reaches below the baseline ("Quiz", "Jan"): taller than the others. */
const DESCENDING_CAPITAL_RE = /^[QJ]$/;

/**
 * The height of a word's capitals and digits (pixels, their median), else null: a measure of its printed
 * size that the engine's row height, thrown by a line's other words, does not always give. Capitals that
 * reach below the baseline (Q, J) are not measured.
 */
export function inkHeight(w: OcrWordResult, size: number): number | null {
  const heights = (w.symbols ?? [])
    .filter((x) => /^[\p{Lu}\d]$/u.test(x.text) && !DESCENDING_CAPITAL_RE.test(x.text))
    .map((x) => x.bbox.y1 - x.bbox.y0)
    .filter((h) => h > 0 && h < size);
  return heights.length ? median(heights) : null;
}

/**
 * The engine measures each line's height to a pixel or two, so lines printed in one size come out a little
 * different: sizes close to the page's usual (median) size become that size, as a text layer would give
 * them, and so do words whose capitals and digits stand as high as the page's usual ones (in points,
 * `inks[i]` for `items[i]`, null where unknown); headings and small print keep theirs. A line is printed in
 * one size: every word of an engine line (`lineOf[i]`) most of whose measured words stand as high as usual
 * is the usual size, one with no capital or digit to measure ("Quiz") or an accent over its capital too,
 * and so is every word of a line with no capital or digit at all; a line whose measured words all stand
 * clearly higher is as much larger than usual.
 */
export function evenSizes(items: TextItem[], inks: (number | null)[] = [], lineOf: number[] = []): void {
  if (!items.length) return;
  const usual = median(items.map((it) => it.size));
  const known = inks.filter((h): h is number => h !== null);
  const usualInk = known.length ? median(known) : null;
  const near = (a: number, b: number, factor: number) => a < b * factor && a > b / factor;
  /** Of each engine line's measured words, how many more stand as high as usual than do not. */
  const usualLead = new Map<number, number>();
  items.forEach((it, i) => {
    const ink = inks[i] ?? null;
    const inkUsual = ink !== null && usualInk !== null && near(ink, usualInk, SAME_INK);
    if (ink !== null && lineOf[i] !== undefined)
      usualLead.set(lineOf[i], (usualLead.get(lineOf[i]) ?? 0) + (inkUsual ? 1 : -1));
    if (near(it.size, usual, SAME_SIZE) || inkUsual) it.size = usual;
  });
  // A line of small letters alone ("toward the unit grade.", a comment's last line) has nothing to measure, and
  // is no heading: a heading opens with a capital. The engine may measure it half as tall again.
  const measurable = new Set(
    items.flatMap((it, i) => (/[\p{Lu}\d]/u.test(it.str) || (inks[i] ?? null) !== null ? [lineOf[i]] : [])),
  );
  items.forEach((it, i) => {
    if ((usualLead.get(lineOf[i]) ?? 0) > 0) it.size = usual;
    else if (lineOf[i] !== undefined && !measurable.has(lineOf[i])) it.size = usual;
  });
  if (usualInk === null) return;
  // A line whose capitals and digits stand clearly higher than usual in every word measured, two at least,
  // is printed larger (a course's title in 11 points over rows in 10), as much larger as the lowest stands,
  // though the engine measured it as usual. One word standing high may be a misread glyph's box.
  const lineInks = new Map<number, number[]>();
  inks.forEach((ink, i) => {
    if (ink !== null && lineOf[i] !== undefined)
      lineInks.set(lineOf[i], [...(lineInks.get(lineOf[i]) ?? []), ink]);
  });
  items.forEach((it, i) => {
    const measured = lineInks.get(lineOf[i]) ?? [];
    const ratio = measured.length >= MIN_MEASURED ? Math.min(...measured) / usualInk : 1;
    if (it.size === usual && ratio >= LARGER_INK) it.size = usual * ratio;
  });
}

/**
 * A report's pages are printed in one body size, which the engine measures a little differently page by
 * page (a page of three lines takes much of its size from its running header): each page's usual size
 * becomes the report's usual one where it is within `SAME_SIZE` of it, every size on the page scaled alike
 * (a heading stays as much larger). A row otherwise stood larger than the rows of the page before, and was
 * taken for a heading.
 */
export function evenPageSizes(pages: { items: TextItem[] }[]): void {
  const all = median(pages.flatMap((p) => p.items.map((it) => it.size)));
  if (all === undefined) return;
  for (const p of pages) {
    const usual = median(p.items.map((it) => it.size));
    if (usual === undefined || usual === all || usual >= all * SAME_SIZE || usual <= all / SAME_SIZE)
      continue;
    const scale = all / usual;
    for (const it of p.items) it.size *= scale;
  }
}

/** Mean confidence of a page's words, weighted by their length (0 for a page without words). */
export function meanConfidence(words: OcrWord[]): number {
  let sum = 0;
  let n = 0;
  for (const w of words) {
    sum += w.confidence * w.item.str.length;
    n += w.item.str.length;
  }
  return n ? sum / n : 0;
}

/** A season's first letters and its l's read apart sit this close (sizes), on one baseline. */
const SEASON_GAP = 0.5;

/**
 * A season the engine read as two words, its first letters and its l's read as ones ("Fa" "11"), perhaps
 * on lines of its own: read as the one word it is. The words are returned without the l's.
 */
export function joinPartedSeasons(words: OcrWord[]): OcrWord[] {
  const joinedOn = new Set<OcrWord>();
  for (const w of words) {
    const it = w.item;
    if (!/^Fal?$/.test(it.str)) continue;
    const rest = words.find(
      (o) =>
        o !== w &&
        !joinedOn.has(o) &&
        o.item.page === it.page &&
        Math.abs(o.item.y - it.y) < 0.3 * it.size &&
        o.item.x0 >= it.x1 - 0.1 * it.size &&
        o.item.x0 - it.x1 < SEASON_GAP * it.size &&
        /^[l1I|]+$/.test(o.item.str) &&
        it.str.length + o.item.str.length === 4,
    );
    if (!rest) continue;
    it.str = 'Fall';
    it.x1 = rest.item.x1;
    w.confidence = Math.min(w.confidence, rest.confidence);
    joinedOn.add(rest);
  }
  return words.filter((w) => !joinedOn.has(w));
}

/** A mark set off its engine line sits on the nearest printed line this close (sizes) to its own baseline. */
const SNAP_DISTANCE = 0.5;

/**
 * A dash or a slash alone that the engine read on a line of another printed line (a missing date, or a
 * spaced score's slash, centred on a row beside a wrapped name) is set on a baseline told from its middle
 * (`ownBaseline`), which misses by a point or two: it goes on the nearest baseline of the page's other
 * words, where one is that close. (Other words set off their line are measured from their glyphs' bottoms,
 * and stay.)
 */
export function snapOffLineMarks(words: OcrWord[]): void {
  for (const w of words) {
    const it = w.item;
    if (!w.offLine || loneMarkRise(it.str) === null) continue;
    const nearest = words
      .filter(
        (o) =>
          o !== w &&
          o.item.page === it.page &&
          o.item.y !== it.y &&
          Math.abs(o.item.y - it.y) < SNAP_DISTANCE * it.size,
      )
      .sort((a, b) => Math.abs(a.item.y - it.y) - Math.abs(b.item.y - it.y))[0];
    if (nearest) it.y = nearest.item.y;
  }
}

/** Marks no report prints alone on a line: a colon, a semicolon, a full stop, a comma, an apostrophe. */
const SPECK_MARK_RE = /^[:;.,'`‘’]+$/;

/**
 * Marks the engine read alone on a line of their own (a speck of noise read as a colon between a total
 * and the next course's heading): no other word of the page stands within half a size of their baseline.
 * Such a line would be read as a heading of its own. They are dropped.
 */
export function dropLoneMarkLines(words: OcrWord[]): OcrWord[] {
  return words.filter(
    (w) =>
      !SPECK_MARK_RE.test(w.item.str) ||
      words.some(
        (o) =>
          o !== w &&
          o.item.page === w.item.page &&
          Math.abs(o.item.y - w.item.y) < 0.5 * Math.max(o.item.size, w.item.size),
      ),
  );
}

/** The top of a percent sign read apart from its number: its ring as a 0, its stroke as a bracket. */
const PERCENT_TOP_RE = /^[0oO]\)$/;
/** A cell of its own stands at least this many sizes clear of the words beside it. */
const OWN_CELL_GAP = 1;

/**
 * Percent signs' tops read as "0)" in a cell of their own, or beside the number they close: a row's "66.0%"
 * centred beside a wrapped name is read "66.0" on the values' line and "0)" on the name's, which took it
 * ("… from the 0) Reconstruction"); no report prints a "0)" alone. They are dropped.
 */
export function dropPercentTops(words: OcrWord[]): OcrWord[] {
  return words.filter((w) => {
    const it = w.item;
    if (!PERCENT_TOP_RE.test(it.str)) return true;
    return words.some(
      (o) =>
        o !== w &&
        o.item.page === it.page &&
        Math.abs(o.item.y - it.y) < 0.5 * it.size &&
        o.item.x0 < it.x1 + OWN_CELL_GAP * it.size &&
        o.item.x1 > it.x0 - OWN_CELL_GAP * it.size &&
        !(/\d$/.test(o.item.str) && o.item.x1 <= it.x0 + 0.5 * it.size),
    );
  });
}
