import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  UPLOAD_ID_HEADER,
  type UploadConfig,
  type UploadProgress,
  type UploadResponse,
} from '../../../shared/api/student';
import { apiGet } from '../../lib/api';
import { queryKeys } from '../../lib/queryClient';

/** Upload limits and the maintenance switch, read again each time the screen opens. */
export function useUploadConfig() {
  return useQuery({
    queryKey: queryKeys.uploadConfig,
    queryFn: () => apiGet<UploadConfig>('/api/upload/config'),
    refetchOnMount: 'always',
  });
}

/** The spec's upload failures (section 8): the server's text when it sent one, else the generic text. */
export class UploadError extends Error {
  constructor(
    message: string,
    /** HTTP status, or 0 when the request itself failed. */
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function parseUploadBody(text: string): Partial<UploadResponse> | null {
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as Partial<UploadResponse>) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/upload as multipart (field pdf) through XMLHttpRequest, so the bytes sent can be reported;
 * cookies and the X-Requested-With header go with it. `onSent` fires once every byte has left.
 */
function sendTranscript(
  file: File,
  handlers: { onProgress: (fraction: number) => void; onSent: () => void; uploadId?: string },
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (handlers.uploadId) xhr.setRequestHeader(UPLOAD_ID_HEADER, handlers.uploadId);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) handlers.onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => handlers.onSent();
    xhr.onerror = () => reject(new UploadError('An error occurred while uploading your file', 0));
    xhr.onabort = xhr.onerror;
    xhr.onload = () => {
      const body = parseUploadBody(xhr.responseText);
      const serverText = typeof body?.error === 'string' && body.error ? body.error : null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.ok && body.report) {
        resolve(body as UploadResponse);
      } else if (serverText) {
        reject(new UploadError(serverText, xhr.status));
      } else if (xhr.status >= 200 && xhr.status < 300) {
        reject(new UploadError('Failed to process transcript', xhr.status));
      } else {
        reject(new UploadError('An error occurred while uploading your file', xhr.status));
      }
    };
    const form = new FormData();
    form.append('pdf', file, file.name);
    xhr.send(form);
  });
}

/** How often the screen asks how far a sent file has come while it is read. */
const PROGRESS_POLL_MS = 700;

/**
 * How far the upload followed by `uploadId` has come (the scanned page being read), asked again every
 * moment while `enabled`.
 */
export function useUploadProgress(uploadId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['upload-progress', uploadId],
    queryFn: () => apiGet<UploadProgress>(`/api/upload/progress/${uploadId}`),
    enabled: enabled && uploadId !== null,
    refetchInterval: PROGRESS_POLL_MS,
    retry: false,
    gcTime: 0,
  });
}

/** Sends a transcript; on success the history and course data are refreshed. */
export function useUploadTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: {
      file: File;
      onProgress: (f: number) => void;
      onSent: () => void;
      uploadId?: string;
    }) =>
      sendTranscript(vars.file, {
        onProgress: vars.onProgress,
        onSent: vars.onSent,
        uploadId: vars.uploadId,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.history });
      void queryClient.invalidateQueries({ queryKey: queryKeys.coursesAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.assignmentsAll });
      void queryClient.invalidateQueries({ queryKey: queryKeys.changesAll });
    },
    onError: (error) => {
      // A 503 means maintenance started since the screen opened: show its notice.
      if (error instanceof UploadError && error.status === 503) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.uploadConfig });
      }
    },
  });
}
