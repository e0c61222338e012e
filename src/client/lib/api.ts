/**
 * The one way the client talks to the server (spec sections 7-8): cookies included, JSON in and out,
 * the X-Requested-With header on every call, and any non-successful answer turned into an ApiError whose
 * message is "STATUS: body" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's own message from a JSON error body ({"error": "..."}), if it sent one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      return typeof parsed.error === 'string' && parsed.error ? parsed.error : null;
    } catch {
      return null;
    }
  }
}

const baseHeaders = { 'X-Requested-With': 'XMLHttpRequest' };

async function throwIfNotOk(res: Response): Promise<Response> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

async function parseJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** GET a path and parse its JSON. With on401 'returnNull' a 401 yields null instead of an error. */
export async function apiGet<T>(path: string, opts: { on401?: 'throw' | 'returnNull' } = {}): Promise<T> {
  const res = await fetch(path, { credentials: 'include', headers: baseHeaders });
  if (opts.on401 === 'returnNull' && res.status === 401) return null as T;
  return parseJson<T>(await throwIfNotOk(res));
}

/** A request with an optional JSON payload (POST, PUT, PATCH, DELETE). */
export async function apiSend<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? baseHeaders : { ...baseHeaders, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parseJson<T>(await throwIfNotOk(res));
}

/** The user-facing text of any error: the server's message when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** Saves a Blob as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads a file the server serves (an attachment) through a hidden link. */
export function downloadFrom(path: string): void {
  const a = document.createElement('a');
  a.href = path;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
