import { KeyRound } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';

/**
 * Sign-in with the school's OpenID Connect provider (Microsoft 365 or another): a link, since the browser
 * goes to the provider's page and comes back. Shaped like the spec's Google button: large, pill, 320 px.
 */
export function OidcSignInButton({ displayName, startUrl }: { displayName: string; startUrl: string }) {
  return (
    <a
      href={startUrl}
      className={buttonClasses('outline', 'lg', 'w-full max-w-[320px] rounded-full text-slate-800')}
    >
      <KeyRound className="h-5 w-5 text-brand-600" aria-hidden />
      Sign in with {displayName}
    </a>
  );
}
