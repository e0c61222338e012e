import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { loadGoogleIdentity } from '../../lib/googleIdentity';

/** The spec's button: large, pill-shaped, 320 px wide (narrower only when the screen is). */
const BUTTON_WIDTH = 320;

type Status = 'loading' | 'ready' | 'unavailable';

/** Google's own sign-in button, rendered by its script with our client id; auto-select stays off. */
export function GoogleSignInButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [status, setStatus] = useState<Status>('loading');

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((google) => {
        const el = container.current;
        if (cancelled || !el) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
          auto_select: false,
          cancel_on_tap_outside: true,
          context: 'signin',
        });
        google.renderButton(el, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: 'signin_with',
          logo_alignment: 'left',
          width: Math.min(BUTTON_WIDTH, el.parentElement?.clientWidth || BUTTON_WIDTH),
        });
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('unavailable'));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return (
    <div className="flex w-full flex-col items-center">
      <div className={cn('relative min-h-10 w-full max-w-[320px]', status === 'unavailable' && 'hidden')}>
        {/* Google's script owns this element's content; React never renders into it. */}
        <div ref={container} className="flex justify-center" data-testid="google-button" />
        {status === 'loading' && (
          <div
            aria-hidden
            className="absolute inset-0 h-10 animate-pulse rounded-full bg-slate-100 dark:bg-slate-800"
          />
        )}
      </div>
      {status === 'loading' && (
        <span className="sr-only" role="status">
          Loading Google sign-in
        </span>
      )}
      {status === 'unavailable' && (
        <p role="alert" className="max-w-[320px] text-center text-sm text-amber-800 dark:text-amber-200">
          Google sign-in could not be loaded. Check your connection and reload the page.
        </p>
      )}
    </div>
  );
}
