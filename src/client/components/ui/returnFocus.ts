import { useRef } from 'react';

/**
 * Handlers for a Radix dialog opened by state rather than by its own Trigger: focus goes back to the
 * control that had it when the dialog opened (Radix does this only for its Trigger).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected && !target.matches(':disabled') && target !== document.body) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
