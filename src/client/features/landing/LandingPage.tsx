import { Link } from 'react-router';
import { BarChart3, Cpu, FileText, FolderKanban, LineChart, Sparkles, Upload, Zap } from 'lucide-react';
import { buttonClasses } from '../../components/ui/Button';
import { useCurrentUser } from '../../lib/session';

const stats = [
  { value: '20+', label: 'Assignment types' },
  { value: '100%', label: 'Automatic processing' },
  { value: 'Instant', label: 'Results' },
];

const features = [
  {
    icon: FileText,
    title: 'Smart PDF processing',
    text: 'Reads the gradebook report your school portal exports, down to every assignment, category and comment.',
  },
  {
    icon: LineChart,
    title: 'Grade analytics',
    text: 'Percentages, letter grades and GPA computed for you, with trends across every report you upload.',
  },
  {
    icon: FolderKanban,
    title: 'Course organisation',
    text: 'Each course with its teacher, period and term, and the assignments that matter most to your grade.',
  },
];

const steps = [
  { icon: Upload, title: 'Upload your transcript', text: 'Drag and drop your PDF, or browse for it.' },
  {
    icon: Cpu,
    title: 'Automatic processing',
    text: 'We extract subjects, points and assignments in seconds.',
  },
  { icon: BarChart3, title: 'View insights', text: 'See your grades, GPA, trends and what to work on next.' },
];

/** The public landing page (spec section 2, Landing page). */
export function LandingPage() {
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const primary = signedIn
    ? { to: '/upload', label: 'Go to Dashboard' }
    : { to: '/signin', label: 'Get Started' };

  return (
    <div className="bg-white dark:bg-slate-900">
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 dark:from-slate-900 to-white dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 pb-16 pt-10 sm:px-6 sm:pt-16 lg:pb-24">
          {!signedIn && (
            <div className="mb-12 flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
              <BarChart3 className="h-6 w-6 text-brand-600 dark:text-brand-300" aria-hidden />
              GradeLens
            </div>
          )}
          <div className="mx-auto max-w-3xl text-center">
            <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-white dark:bg-slate-900 px-3 py-1 text-sm font-medium text-brand-700 dark:text-brand-200 shadow-sm ring-1 ring-brand-100 dark:ring-brand-500/30">
              <Sparkles className="h-4 w-4" aria-hidden />
              Your gradebook, finally explained
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-slate-100 sm:text-5xl lg:text-6xl">
              Turn your transcript into{' '}
              <span className="text-brand-600 dark:text-brand-300">clear grade insights</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
              Upload the PDF gradebook report from your school portal and instantly see your percentages,
              letter grades, GPA and how you are trending — course by course, assignment by assignment.
            </p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Link to={primary.to} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
                {primary.label}
              </Link>
              {!signedIn && (
                <Link to="/signin" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
                  Sign In
                </Link>
              )}
            </div>
          </div>
          <dl className="mx-auto mt-14 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
            {stats.map((s) => (
              <div
                key={s.label}
                className="rounded-xl bg-white dark:bg-slate-900 p-5 text-center shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
              >
                <dt className="text-sm text-slate-600 dark:text-slate-400">{s.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-brand-600 dark:text-brand-300">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="features-heading"
          className="text-center text-3xl font-bold text-slate-900 dark:text-slate-100"
        >
          Everything you need to understand your grades
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-slate-200 dark:border-slate-700 p-6">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 dark:bg-brand-500/15 text-brand-600 dark:text-brand-300">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-heading" className="bg-slate-50 dark:bg-slate-800/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="how-heading" className="text-center text-3xl font-bold text-slate-900 dark:text-slate-100">
            How It Works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, i) => (
              <li
                key={title}
                className="relative rounded-xl bg-white dark:bg-slate-900 p-6 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700"
              >
                <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-2.5 py-0.5 text-sm font-semibold text-white">
                  Step {i + 1}
                </span>
                <Icon className="mt-2 h-7 w-7 text-brand-600 dark:text-brand-300" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
                <p className="mt-1 text-slate-600 dark:text-slate-400">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="rounded-2xl bg-brand-700 px-6 py-12 text-center text-white sm:px-12">
          <Zap className="mx-auto h-8 w-8" aria-hidden />
          <h2 className="mt-3 text-3xl font-bold">Ready to see where you stand?</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">
            Sign in with your school account and upload your first transcript. It takes less than a minute.
          </p>
          <Link
            to={primary.to}
            className={buttonClasses(
              'secondary',
              'lg',
              'mt-8 bg-white dark:bg-slate-900 text-brand-700 dark:text-brand-200 hover:bg-brand-50 dark:hover:bg-brand-500/15',
            )}
          >
            {primary.label}
          </Link>
        </div>
      </section>
      <footer className="border-t border-slate-200 dark:border-slate-700 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        GradeLens · Your data stays yours: we never ask for your portal password.
      </footer>
    </div>
  );
}
