import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { safeFileName } from '../../http/download.js';
import { DomainError, Invalid, TooLarge, type DomainErrorKind } from '../../domain/errors.js';
import { tooLargeMessage, type IncomingFile, type UploadSettings } from './service.js';
import { UPLOAD_ID_HEADER } from '../../../shared/api/student.js';

export const UPLOAD_FIELD = 'pdf';
export const MISSING_FILE_MESSAGE = 'Choose a PDF file to upload (form field "pdf").';
export const MALFORMED_FORM_MESSAGE =
  'The upload could not be read as a form. Choose the PDF again on the upload page and send it.';
export const TOO_MANY_PARTS_MESSAGE =
  'The upload form has too many parts. Send only the PDF, in the form field "pdf".';
export const CUT_SHORT_MESSAGE = 'The upload ended before the whole file arrived. Please try again.';

/** A refusal at the multipart stage, with the name of the file part when one was seen. */
export class UploadRefusedError extends DomainError {
  constructor(
    kind: DomainErrorKind,
    message: string,
    readonly fileName?: string,
  ) {
    super(kind, message);
  }
}

/** The form parser's own errors as refusals: beyond its limits too large, what it cannot read (boundary...) invalid. */
function formError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status === 413) return new UploadRefusedError('too-large', TOO_MANY_PARTS_MESSAGE);
  return new UploadRefusedError('invalid', MALFORMED_FORM_MESSAGE);
}

/** What a form adds to the file's own bytes (boundaries, part headers) at most. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/**
 * Reads the file part while counting: beyond the limit the answer is 413 at once, without reading the
 * rest of the request (the connection then closes). A request that declares more than the limit is
 * refused before any of the file is read.
 */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The progress id the upload screen sent (X-Upload-Id); anything but a UUID is not followed. */
function progressIdOf(request: FastifyRequest): string | null {
  const value = request.headers[UPLOAD_ID_HEADER];
  return typeof value === 'string' && UUID_RE.test(value) ? value.toLowerCase() : null;
}

export function incomingFile(
  request: FastifyRequest,
  part: MultipartFile,
  settings: UploadSettings,
): IncomingFile {
  let received = 0;
  const declared = Number(request.headers['content-length']);
  return {
    fileName: safeFileName(part.filename, 'transcript.pdf'),
    declaredTooLarge: declared > settings.maxFileBytes + MULTIPART_ALLOWANCE_BYTES,
    received: () => received,
    progressId: progressIdOf(request),
    read() {
      const tooLarge = () => new TooLarge(tooLargeMessage(settings.maxFileSizeMb));
      return new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        part.file.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
        });
        part.file.once('limit', () => reject(tooLarge()));
        part.file.once('error', () => reject(new Invalid(CUT_SHORT_MESSAGE)));
        part.file.once('end', () =>
          part.file.truncated ? reject(tooLarge()) : resolve(Buffer.concat(chunks)),
        );
      });
    },
  };
}

/** The "pdf" file part of a multipart upload; any other shape of request is refused with a clear message. */
export async function receiveFile(request: FastifyRequest, settings: UploadSettings): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new UploadRefusedError('invalid', MISSING_FILE_MESSAGE);
  const part = await request
    .file({ limits: { fileSize: settings.maxFileBytes, files: 1 }, throwFileSizeLimit: false })
    .catch((err: unknown) => {
      throw formError(err);
    });
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    const name = part?.filename ? safeFileName(part.filename, 'transcript.pdf') : undefined;
    throw new UploadRefusedError('invalid', MISSING_FILE_MESSAGE, name);
  }
  return part;
}
