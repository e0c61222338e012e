import { toast } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api';

/** The spec's admin error toast (titled Error), with the server's reason added when it gave one. */
export function toastAdminError(specMessage: string, error?: unknown): void {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  toast({
    title: 'Error',
    description: reason ? `${specMessage} ${reason}` : specMessage,
    variant: 'destructive',
  });
}

/** A client-side check failed before anything was sent. */
export function toastInvalid(message: string): void {
  toast({ title: 'Error', description: message, variant: 'destructive' });
}

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description });
}
