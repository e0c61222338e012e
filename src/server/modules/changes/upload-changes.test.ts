import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, requestAs } from '../../../../tests/support/app.js';
import { createUser } from '../../../../tests/support/factories.js';
import { upload } from '../../../../tests/support/uploads.js';
import { layoutC } from '../../../../fixtures/lib/pdfkit.js';
import {
  addDays,
  makeReport,
  truthOf,
  type ReportSpec,
  type RowSpec,
} from '../../../../fixtures/lib/model.js';
import { createParserPool } from '../../../parser/index.js';
import type { ReportChanges } from '../../../shared/api/changes.js';
import type { UploadResponse } from '../../../shared/api/student.js';

const parser = createParserPool({ size: 1 });
afterAll(() => parser.close());

/** A report two weeks later than `spec`: its first course has one more graded row, 9 of 10. */
function laterReport(spec: ReportSpec): ReportSpec {
  const [first, ...rest] = spec.courses;
  const quiz: RowSpec = {
    name: 'Unit Review Quiz',
    category: 'Quiz',
    date: addDays(first.rows[first.rows.length - 1].date, 2),
    earned: 9,
    max: 10,
    status: 'graded',
    extraCredit: false,
    comment: null,
  };
  const printedTotal = { received: first.printedTotal.received + 9, max: first.printedTotal.max + 10 };
  return {
    ...spec,
    reportDate: addDays(spec.reportDate, 14),
    courses: [{ ...first, rows: [...first.rows, quiz], printedTotal }, ...rest],
  };
}

describe('changes through the upload', async () => {
  const t = await createTestApp({ parser });

  it('two uploads of the same courses reach stored changes', async () => {
    const user = await createUser(t.db, t.config);
    const as = requestAs(t.app, user.cookie);
    const earlier = makeReport({ seed: 7, courses: 3, rowsPerCourse: [3, 5], comments: 0, longNames: 0 });
    const later = laterReport(earlier);
    const [truthBefore, truthAfter] = [earlier, later].map((s) => truthOf(s, [], { school: s.school }));

    const first = await upload(as, Buffer.from(await layoutC(earlier, 7)), { fileName: 'earlier.pdf' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(as, Buffer.from(await layoutC(later, 7)), { fileName: 'later.pdf' });
    expect(second.statusCode, second.body).toBe(200);
    const reportId = (second.json() as UploadResponse).report!.id;

    const changes = (await as({ url: `/api/reports/${reportId}/changes` })).json() as ReportChanges;
    const name = truthAfter.courses[0].courseName;
    expect(changes.courses.map((c) => c.courseName).sort()).toEqual(
      truthAfter.courses.map((c) => c.courseName).sort(),
    );
    const changed = changes.courses.find((c) => c.courseName === name)!;
    expect(changed).toMatchObject({
      previousReport: { fileName: 'earlier.pdf', day: earlier.reportDate, printed: true },
      report: { fileName: 'later.pdf', day: later.reportDate, printed: true },
      percentageBefore: truthBefore.courses[0].percentage,
      percentageAfter: truthAfter.courses[0].percentage,
      newGrades: 1,
    });
    expect(changed.changes).toEqual([
      {
        kind: 'added',
        assignmentName: 'Unit Review Quiz',
        previousName: null,
        dateDue: later.courses[0].rows.at(-1)!.date,
        before: null,
        after: { pointsEarned: 9, maxPoints: 10, status: 'graded' },
      },
    ]);
    for (const other of changes.courses.filter((c) => c.courseName !== name)) {
      expect(other.changes).toEqual([]);
      expect(other.percentageAfter).toBe(other.percentageBefore);
    }
  });
});
