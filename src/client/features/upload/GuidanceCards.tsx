import { Info, Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/Card';

/** The instructions card and the tip card (spec section 2, Upload screen). */
export function GuidanceCards() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Card className="md:col-span-2">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Info className="h-5 w-5 text-brand-600 dark:text-brand-300" aria-hidden />
            How to get your transcript
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
            <li>
              Export your transcript as <strong>&lsquo;Grades - By Student with Comments&rsquo;</strong> from
              your school portal.
            </li>
            <li>
              Make sure the PDF has subject names and total points in the format{' '}
              <code className="rounded bg-slate-100 dark:bg-slate-800 px-1 py-0.5 text-xs">
                Total Points Rec&apos;d: X.XX (Y.YY)
              </code>
              .
            </li>
            <li>Upload the PDF here.</li>
          </ol>
        </CardContent>
      </Card>
      <Card className="border-amber-200 dark:border-amber-500/40 bg-amber-50 dark:bg-amber-500/10">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Lightbulb className="h-5 w-5 text-amber-700 dark:text-amber-300" aria-hidden />
            Tip
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your PDF should be clear and readable. Scanned documents may work less well than digitally
            generated ones.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
