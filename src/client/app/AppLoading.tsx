import { Spinner } from '../components/ui/Spinner';

/**
 * What the first page load shows while the router fetches the screen's code (every screen but the landing
 * page loads on demand): the app's spinner, in place of a blank page.
 */
export function AppLoading() {
  return <Spinner className="min-h-screen" label="Loading GradeLens" />;
}
