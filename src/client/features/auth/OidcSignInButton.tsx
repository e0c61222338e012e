import { KeyRound } from 'lucide-react';

/**
 * Sign-in with the school's OpenID Connect provider (Microsoft 365 or another): a link, since the browser
 * goes to the provider's page and comes back. Shaped like the spec's Google button: large, pill, 320 px.
 */
export function OidcSignInButton({ displayName, startUrl }: { displayName: string; startUrl: string }) {
  return (
    <a
      href={startUrl}
      className="inline-flex h-11 w-full max-w-[320px] items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-6 text-base font-medium text-slate-800 shadow-sm transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <KeyRound className="h-5 w-5 text-brand-600" aria-hidden />
      Sign in with {displayName}
    </a>
  );
}
