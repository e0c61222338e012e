import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BarChart3, BookOpen, Lock, Mail, ShieldCheck, TrendingUp, Zap } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DEFAULT_ALLOWED_DOMAIN } from '../../../shared/domains';
import {
  signInRefusalMessage,
  signInRefusalSchema,
  type AuthConfig,
  type OkResponse,
  type Role,
} from '../../../shared/api/auth';
import { useAuthConfig } from '../../lib/session';
import { useDevLogin, useGoogleSignIn } from './api';
import { GoogleSignInButton } from './GoogleSignInButton';
import { OidcSignInButton } from './OidcSignInButton';
import { toastSignInError, toastSignInRefused } from './signInFeedback';

const features = [
  {
    icon: Zap,
    title: 'Instant PDF processing',
    text: 'Upload your gradebook report and see your grades in seconds.',
  },
  {
    icon: TrendingUp,
    title: 'Grade trend analysis',
    text: 'Watch your average move with every report you upload.',
  },
  {
    icon: BookOpen,
    title: 'Course performance tracking',
    text: 'Follow each course down to single assignments.',
  },
  { icon: Lock, title: 'Secure and private', text: 'Only you can see your grades and reports.' },
];

/**
 * A sign-in through the school's provider comes back to /signin?signInError=<why> when it was refused: say
 * why once the configuration (domain, provider name) is known, and drop the parameter.
 */
function useRedirectedSignInError(config: AuthConfig | undefined) {
  const [params, setParams] = useSearchParams();
  const refusal = signInRefusalSchema.safeParse(params.get('signInError'));
  const kind = refusal.success ? refusal.data : null;
  useEffect(() => {
    if (!kind || !config) return;
    toastSignInRefused({
      ok: false,
      error: signInRefusalMessage(kind, {
        allowedDomain: config.allowedDomain,
        providerName: config.oidc?.displayName ?? 'your school account',
      }),
    });
    setParams(
      (p) => {
        p.delete('signInError');
        return p;
      },
      { replace: true },
    );
  }, [kind, config, setParams]);
}

/** The sign-in screen (spec section 2, Sign-in page). */
export function SignInPage() {
  const { data: config, error: configError } = useAuthConfig();
  const googleSignIn = useGoogleSignIn();
  const devLogin = useDevLogin();
  const navigate = useNavigate();
  const domain = config?.allowedDomain ?? DEFAULT_ALLOWED_DOMAIN;
  const busy = googleSignIn.isPending || devLogin.isPending;
  useRedirectedSignInError(config);

  useEffect(() => {
    // Spec section 8: a failed config fetch is only logged.
    if (configError) console.error('Could not load the sign-in configuration', configError);
  }, [configError]);

  const afterAnswer = useCallback(
    (answer: OkResponse) => {
      if (answer.ok) navigate('/upload', { replace: true });
      else toastSignInRefused(answer);
    },
    [navigate],
  );
  const { mutate: signInWithGoogle } = googleSignIn;
  const onCredential = useCallback(
    (credential: string) =>
      signInWithGoogle(credential, { onSuccess: afterAnswer, onError: toastSignInError }),
    [signInWithGoogle, afterAnswer],
  );
  const signInForDevelopment = (role: Role) =>
    devLogin.mutate(role, { onSuccess: afterAnswer, onError: toastSignInError });

  return (
    <div className="min-h-screen bg-gradient-to-b from-brand-50 dark:from-slate-900 via-white dark:via-slate-950 to-white dark:to-slate-950">
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md font-semibold text-slate-900 dark:text-slate-100"
        >
          <BarChart3 className="h-6 w-6 text-brand-600 dark:text-brand-300" aria-hidden />
          GradeLens
        </Link>

        <div className="mt-8 grid items-start gap-8 sm:mt-12 lg:grid-cols-2 lg:gap-x-16">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100 sm:text-4xl">
              Welcome to GradeLens
            </h1>
            <p className="mt-3 max-w-md text-base text-slate-600 dark:text-slate-400 sm:text-lg">
              Sign in with your school Google account to turn your gradebook reports into grades, trends and
              course insights.
            </p>
          </div>

          <Card className="w-full px-4 py-6 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-2">
            <h2 className="text-center text-xl font-semibold text-slate-900 dark:text-slate-100">Sign in</h2>
            <p className="mt-1 text-center text-sm text-slate-600 dark:text-slate-400">
              Use your school Google account
            </p>

            <p className="mt-5 flex items-center justify-center gap-2 rounded-lg bg-brand-50 dark:bg-brand-500/15 px-2 py-2.5 text-center text-sm font-medium text-brand-800 dark:text-brand-200">
              <Mail className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden />
              <span>Required: use your @{domain} email</span>
            </p>

            <div className="mt-6 flex flex-col items-center gap-3">
              {config?.googleClientId ? (
                <GoogleSignInButton clientId={config.googleClientId} onCredential={onCredential} />
              ) : (
                config &&
                !config.oidc && (
                  <p className="text-center text-sm text-slate-500 dark:text-slate-400">
                    Google sign-in is not set up on this server.
                  </p>
                )
              )}

              {config?.oidc && (
                <OidcSignInButton displayName={config.oidc.displayName} startUrl={config.oidc.startUrl} />
              )}

              {config?.devLoginEnabled && (
                <div className="flex w-full max-w-[320px] flex-col gap-2">
                  <p className="text-center text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
                    Development sign-in
                  </p>
                  <Button disabled={busy} onClick={() => signInForDevelopment('user')}>
                    Continue as student
                  </Button>
                  <Button variant="outline" disabled={busy} onClick={() => signInForDevelopment('admin')}>
                    Continue as admin
                  </Button>
                </div>
              )}

              {busy && (
                <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
                  Signing you in…
                </p>
              )}
            </div>

            <p className="mt-6 flex items-center justify-center gap-1.5 border-t border-slate-100 dark:border-slate-800 pt-5 text-sm text-slate-600 dark:text-slate-400">
              <ShieldCheck className="h-4 w-4 text-green-700 dark:text-green-300" aria-hidden />
              Protected by secure domain verification
            </p>
          </Card>

          <ul className="grid gap-4 sm:grid-cols-2 lg:col-start-1 lg:row-start-2 lg:grid-cols-1">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-white dark:bg-slate-900 text-brand-600 dark:text-brand-300 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <div>
                  <p className="font-medium text-slate-900 dark:text-slate-100">{title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
