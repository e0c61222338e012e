export type { Assignment, AssignmentStatus, Course, Student, Transcript, TranscriptWarning } from './types';
export { transcriptSchema, assignmentSchema, courseSchema, warningSchema, studentSchema } from './types';
export { ParseError, PARSE_ERROR_MESSAGES, type ParseErrorCode } from './errors';
export { parseTranscript, DEFAULT_MAX_PAGES, NO_TOTALS_MESSAGE } from './parse';
export {
  createParserPool,
  ParserBusyError,
  type ParserPool,
  type ParserPoolDepth,
  type ParseJobTiming,
  type ParserPoolOptions,
  type ParseRequestOptions,
} from './pool';

export const PARSER_VERSION = '1.0.0';
