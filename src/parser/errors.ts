export type ParseErrorCode =
  'NOT_PDF' | 'ENCRYPTED' | 'NO_TEXT' | 'TOO_MANY_PAGES' | 'NO_GRADES' | 'DAMAGED' | 'TIMEOUT';

export const PARSE_ERROR_MESSAGES: Record<ParseErrorCode, string> = {
  NOT_PDF: 'This file is not a PDF. Export your grades report as a PDF and upload that file.',
  ENCRYPTED: 'This PDF is password-protected. Export it again without a password.',
  NO_TEXT:
    'This PDF contains only images of text (for example a scan or a photo), so its grades cannot be read. Export the report from your school portal as a PDF instead.',
  TOO_MANY_PAGES:
    'This PDF has too many pages to be a grades report. Upload the report for one student only.',
  NO_GRADES:
    'No courses or grades were found in this PDF. Make sure it is the "Grades - By Student with Comments" report from your school portal.',
  DAMAGED: 'This PDF is damaged and cannot be read. Download or export it again and upload the new file.',
  TIMEOUT: 'Reading this PDF took too long. Try again, or export a shorter report.',
};

export class ParseError extends Error {
  readonly code: ParseErrorCode;

  constructor(code: ParseErrorCode, message: string = PARSE_ERROR_MESSAGES[code]) {
    super(message);
    this.name = 'ParseError';
    this.code = code;
  }
}

/**
 * A page has no text: the document goes to a process that reads page images (OCR). Where none runs, it is
 * the "no text layer" refusal, as its code says.
 */
export class ScanNeededError extends ParseError {
  constructor() {
    super('NO_TEXT');
    this.name = 'ScanNeededError';
  }
}
