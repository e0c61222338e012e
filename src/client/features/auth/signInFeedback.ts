import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';
import type { OkResponse } from '../../../shared/api/auth';

function failed(description: string) {
  toast({ title: 'Sign-in failed', description, variant: 'destructive' });
}

/** Spec section 8: an answer that is not ok shows the server's text, or 'Authentication failed'. */
export function toastSignInRefused(answer: OkResponse): void {
  failed(answer.error || 'Authentication failed');
}

/**
 * A refused sign-in comes back as an error status with `{ok: false, error}`: that is an answer, shown as
 * such. Anything else (no answer at all) is the spec's sign-in exception.
 */
export function toastSignInError(error: unknown): void {
  if (error instanceof ApiError) failed(error.serverMessage ?? 'Authentication failed');
  else failed('An error occurred during authentication');
}
