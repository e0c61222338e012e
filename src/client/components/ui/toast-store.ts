import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time, shown 5000 ms, removed 1,000,000 ms after dismissal. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

interface ToastData {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

let toasts: ToastData[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removeTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  listeners.forEach((l) => l());
}

export function toast(t: {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}): number {
  const id = nextId++;
  toasts = [{ ...t, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!removeTimers.has(id)) {
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}
