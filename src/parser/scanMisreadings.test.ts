/**
 * Misreadings a scan makes in a report's rows, put into a text report's items one at a time: the report
 * must read as before.
 */
import { describe, expect, it } from 'vitest';
import { cachedLayoutReport } from '../../fixtures/layouts/cache';
import { extractPages, type ExtractedPage, type TextItem } from './extract';
import { buildLines } from './lines';
import { interpretLines } from './parse';

async function report(seed: number) {
  const r = await cachedLayoutReport(seed);
  const pages = await extractPages(r.pdf, 10);
  const read = (ps: ExtractedPage[]) => interpretLines(buildLines(ps), ps.length);
  /**
   * The report with the n-th items (of page 1) that `pick` chooses changed by `change`: into another item, or
   * into the pieces a scan read it as.
   */
  const misread = (
    pick: (it: TextItem) => boolean,
    n: number | number[],
    change: (it: TextItem) => TextItem | TextItem[],
  ) => {
    const chosen = pages[0].items.filter(pick);
    const targets = new Set((Array.isArray(n) ? n : [n]).map((k) => chosen[k]));
    for (const t of targets) expect(t).toBeDefined();
    return read(
      pages.map((p) => ({ ...p, items: p.items.flatMap((it) => (targets.has(it) ? change(it) : [it])) })),
    );
  };
  return { truth: r.truth, pages, read: (ps: ExtractedPage[] = pages) => read(ps), misread };
}

describe("a scan's misreadings in a row's name", () => {
  it('reads "(Extra Credit" closing a name, its bracket lost, as the extra-credit mark', async () => {
    // Seed 28 prints "(Extra Credit)" after the names of two rows of its first page.
    const r = await report(28);
    expect(r.read().courses).toEqual(r.truth.courses);
    const after = r.misread(
      (it) => it.str === 'Credit)',
      [0, 1],
      (it) => ({ ...it, str: 'Credit' }),
    );
    expect(after.courses).toEqual(r.truth.courses);
  });

  it('reads "(E xtra Credit)", its first word read parted after its capital, as the extra-credit mark', async () => {
    const r = await report(28);
    const after = r.misread(
      (it) => it.str === '(Extra',
      [0, 1],
      (it) => ({ ...it, str: '(E xtra' }),
    );
    expect(after.courses).toEqual(r.truth.courses);
    const specked = r.misread(
      (it) => it.str === '(Extra',
      [0, 1],
      (it) => ({ ...it, str: '(E xtra.' }),
    );
    expect(specked.courses).toEqual(r.truth.courses);
  });
});

describe("a scan's misreadings in a row's points", () => {
  it('reads a decimal point read as a colon as the point', async () => {
    // Seed 1 prints points earned and possible in columns of their own ("14", "15").
    const r = await report(1);
    const whole = (it: TextItem) => /^\d{2}$/.test(it.str);
    const before = r.read();
    expect(before.courses).toEqual(r.truth.courses);
    for (const n of [0, 3, 7]) {
      const after = r.misread(whole, n, (it) => ({ ...it, str: `${it.str}:00` }));
      expect(after.courses).toEqual(before.courses);
    }
    // One decimal: "6.5" read as "6:5".
    const half = (it: TextItem) => /^\d+\.5$/.test(it.str);
    const colon = r.misread(half, 0, (it) => ({ ...it, str: it.str.replace('.', ':') }));
    expect(colon.courses).toEqual(before.courses);
  });

  it('reads points possible whose decimal point was read as a space ("out of 10 00") as the points', async () => {
    // Seed 9 prints "7.00 out of 10.00": each row's points possible, the item after "out" "of".
    const r = await report(9);
    const items = r.pages[0].items;
    const possible = new Set(
      items.filter((_, i) => items[i - 1]?.str === 'of' && items[i - 2]?.str === 'out'),
    );
    expect(possible.size).toBeGreaterThan(2);
    const spaced = (it: TextItem) => ({ ...it, str: it.str.replace('.', ' ') });
    for (const n of [0, 2])
      expect(r.misread((it) => possible.has(it), n, spaced).courses).toEqual(r.truth.courses);
  });

  it('gives a row whose points earned were lost the points its printed percentage leaves', async () => {
    // Seed 1 prints points earned and possible in columns of their own, and each row's percentage: the
    // first row's "14" of 15 at 93.33% lost, the course's total checks the points its percentage gives.
    const r = await report(1);
    const first = r.truth.courses[0].assignments[0];
    expect([first.pointsEarned, first.maxPoints, first.percentage]).toEqual([14, 15, 93.33]);
    const after = r.misread(
      (it) => it.str === '14',
      0,
      (it) => ({ ...it, str: '' }),
    );
    expect(after.courses).toEqual(r.truth.courses);
    // Read as letters ("To" for "7.5").
    const letters = r.misread(
      (it) => it.str === '14',
      0,
      (it) => ({ ...it, str: 'To' }),
    );
    expect(letters.courses).toEqual(r.truth.courses);
  });

  it('gives a row whose points earned were read with a digit read as another the points its percentage leaves', async () => {
    // Seed 1's first row prints "14" of 15 at 93.33%: read "11" or "19", the percentage belies it, and the
    // course's total checks the points the percentage gives.
    const r = await report(1);
    for (const misread of ['11', '19', '4']) {
      const after = r.misread(
        (it) => it.str === '14',
        0,
        (it) => ({ ...it, str: misread }),
      );
      expect(after.courses).toEqual(r.truth.courses);
    }
  });

  it('gives a row whose points earned were lost the points its percentage leaves, its decimal point lost too', async () => {
    // Seed 1's first row prints "14" of 15 at "93.3%": read "1n" (no number) at "933%", which only extra
    // credit could be; 93.3% gives 14 (9.33% no number of quarter points), and the course's total checks it.
    const r = await report(1);
    const after = r.misread(
      (it) => it.str === '14' || it.str === '93.3%',
      [0, 1],
      (it) => ({ ...it, str: it.str === '14' ? '1n' : '933%' }),
    );
    expect(after.courses).toEqual(r.truth.courses);
  });

  it("reads a group's label with a speck before its weight as the label", async () => {
    // Seed 1 labels its groups with their weights ("Quiz" "(20%)", "Homework" "(15%)").
    const r = await report(1);
    for (const speck of [':', '.', ',']) {
      const after = r.misread(
        (it) => it.str === 'Homework',
        0,
        (it) => ({ ...it, str: `Homework${speck}` }),
      );
      expect(after.courses).toEqual(r.truth.courses);
    }
  });

  it('reads points with a speck after them read as a mark as the points', async () => {
    // Seed 1 prints points earned and possible in columns of their own ("14", "15").
    const r = await report(1);
    const whole = (it: TextItem) => /^\d{2}$/.test(it.str);
    for (const [n, mark] of [
      [0, ','],
      [3, '°'],
      [7, '’'],
      [5, ':'],
    ] as const) {
      const after = r.misread(whole, n, (it) => ({ ...it, str: `${it.str}${mark}` }));
      expect(after.courses).toEqual(r.truth.courses);
    }
  });

  it("reads points whose decimal point was lost as the row's printed percentage gives them", async () => {
    const r = await report(1);
    // "6.5" of 10 (65.0%) read as "65".
    const half = (it: TextItem) => /^\d+\.5$/.test(it.str);
    const after = r.misread(half, 0, (it) => ({ ...it, str: it.str.replace('.', '') }));
    expect(after.courses).toEqual(r.read().courses);
  });

  it('puts back the decimal point of points earned read above the points possible without it', async () => {
    // Seed 3 prints its scores with two decimals ("19.50/20.00", "24.00/25.00").
    const r = await report(3);
    const before = r.read();
    expect(before.courses).toEqual(r.truth.courses);
    const score = (it: TextItem) => /^\d+\.\d\d\/\d+\.\d\d$/.test(it.str);
    for (const n of [0, 3]) {
      const after = r.misread(score, n, (it) => ({ ...it, str: it.str.replace('.', '') }));
      expect(after.courses).toEqual(before.courses);
    }
  });

  it("reads a score whose slash was lost as its two numbers, where the course's total says so", async () => {
    // Seed 33 prints its scores as pairs ("90/100", "13/25") and each course's total.
    const r = await report(33);
    const before = r.read();
    expect(before.courses).toEqual(r.truth.courses);
    const score = (it: TextItem) => /^\d+\/\d+$/.test(it.str);
    for (const n of [0, 4]) {
      const after = r.misread(score, n, (it) => ({ ...it, str: it.str.replace('/', ' ') }));
      expect(after.courses).toEqual(before.courses);
    }
  });

  it("parts a score read as one number, its slash read as a one, as the row's printed percentage says", async () => {
    // Seed 163 prints each row's percentage beside its score ("65.00%  8/30/2024  13/20").
    const r = await report(163);
    const before = r.read();
    expect(before.courses).toEqual(r.truth.courses);
    const score = (it: TextItem) => /^\d+\/\d+$/.test(it.str);
    for (const n of [0, 2]) {
      const after = r.misread(score, n, (it) => ({ ...it, str: it.str.replace('/', '1') }));
      expect(after.courses).toEqual(before.courses);
    }
  });

  it("keeps a table's names where most of its rows' names start when one row's name was read wider", async () => {
    // Seed 1 wraps long names onto lines of their own under the name's start; a value read into the first
    // row's name (its start 12 points further left) must not make every wrapped line an indented comment.
    const r = await report(1);
    // The names' first words: capitalised words at the x most of them start at.
    const words = r.pages[0].items.filter((it) => /^[A-Z][a-z]+$/.test(it.str));
    const starts = words.map((it) => Math.round(it.x0));
    const column = starts.sort(
      (a, b) => starts.filter((x) => x === b).length - starts.filter((x) => x === a).length,
    )[0];
    const name = (it: TextItem) => /^[A-Z][a-z]+$/.test(it.str) && Math.round(it.x0) === column;
    const comments = (t: ReturnType<typeof r.read>) =>
      t.courses.map((c) => c.assignments.map((a) => a.comment));
    for (const n of [0, 1, 4]) {
      const after = r.misread(name, n, (it) => ({ ...it, x0: it.x0 - 12 }));
      expect(comments(after)).toEqual(comments(r.read()));
    }
  });

  it('keeps a column of month-days as the dates where a scan lost the slash of one', async () => {
    // Seed 94 prints no header over its tables, its dates as "8/22" beside scores ("4.00 out of 5.00").
    const r = await report(94);
    const before = r.read();
    expect(before.courses).toEqual(r.truth.courses);
    const monthDay = (it: TextItem) => /^\d{1,2}\/\d{1,2}$/.test(it.str);
    // One date's slash lost ("822", "91"), or six of the first table's sixteen: those of four characters
    // with the slash read as a one ("8122"), the others with it lost; too few of their course's dates are
    // left then to show the span a date lies in.
    for (const [n, unreadable] of [
      [[0], 0],
      [[2], 0],
      [[0, 1, 2, 3, 4, 5], 6],
    ] as const) {
      const after = r.misread(monthDay, [...n], (it) => ({
        ...it,
        str: it.str.replace('/', n.length > 1 && it.str.length === 4 ? '1' : ''),
      }));
      // A date whose slash was lost reads back, as the one date its course's other dates leave room for; one
      // that leaves none is unreadable, with a warning that names it. Every other value is as before.
      const lost = after.courses.flatMap((c, i) =>
        c.assignments.flatMap((a, j) => (a.dateDue === before.courses[i].assignments[j].dateDue ? [] : [a])),
      );
      expect(lost).toHaveLength(unreadable);
      for (const a of lost) expect(a.dateDue).toBeNull();
      const withoutDates = (t: typeof before) =>
        t.courses.map((c) => ({ ...c, assignments: c.assignments.map((a) => ({ ...a, dateDue: null })) }));
      expect(withoutDates(after)).toEqual(withoutDates(before));
      for (const a of lost)
        expect(after.warnings.some((w) => w.message.includes(a.assignmentName))).toBe(true);
    }
  });

  it("reads a two-line header whose first line repeats the report's header with a label misread", async () => {
    // Seed 33 heads each table with "Date  Comments  %  Points Assignment  Status" over "Due  Scored".
    const r = await report(33);
    const label = (it: TextItem) => it.str === 'Assignment';
    const before = r.read();
    expect(before.courses).toEqual(r.truth.courses);
    for (const n of [1, 2]) {
      const after = r.misread(label, n, (it) => ({ ...it, str: 'Assionment' }));
      expect(after.courses).toEqual(before.courses);
    }
  });
});

describe("a scan's losses in a row's points", () => {
  it('gives a row whose points possible were lost the one whole number its points and percentage leave', async () => {
    // Seed 184 prints "12 out of 15 01-Sep-2025  Practice Set 1: Ratios  Homework  80.00" and a total per course.
    const r = await report(184);
    expect(r.read().courses).toEqual(r.truth.courses);
    const items = r.pages[0].items;
    const possible = items.filter((it, k) => k > 0 && items[k - 1].str === 'of' && /^\d+$/.test(it.str));
    // The first and third rows' points possible not read at all ("12 out of", "19 out of").
    const lost = new Set([possible[0], possible[2]]);
    const read = r.read(r.pages.map((p) => ({ ...p, items: p.items.filter((it) => !lost.has(it)) })));
    expect(read.courses).toEqual(r.truth.courses);
  });
});

describe("a scan's misreadings in a course's total", () => {
  it('reads the total by the percentage printed beside it where a zero of its points was read as a six', async () => {
    // Seed 439 prints "Total Points Rec'd: 223.50 (305.00) 73.28%".
    const r = await report(439);
    expect(r.read().courses).toEqual(r.truth.courses);
    const after = r.misread(
      (it) => it.str === '(305.00)',
      0,
      (it) => ({ ...it, str: '(305.60)' }),
    );
    expect(after.courses).toEqual(r.truth.courses);
  });
});

describe("a scan's misreadings in a course's heading", () => {
  it('reads a title measured smaller than the rows, apart above its details, as the title', async () => {
    // Seed 55 prints its courses' titles in 9 points over rows in 8, apart from the table above, over the
    // teacher's line; a scan may measure the rows larger than the title (11 points and 9 here), so that
    // the title ("Geometry") stands within reach of the comment ending the table above.
    const r = await report(55);
    const read = r.read(
      r.pages.map((p) => ({ ...p, items: p.items.map((it) => (it.size === 8 ? { ...it, size: 11 } : it)) })),
    );
    expect(read.courses.map((c) => c.courseName)).toEqual(r.truth.courses.map((c) => c.courseName));
    expect(read.courses.map((c) => c.assignments.map((a) => a.comment))).toEqual(
      r.truth.courses.map((c) => c.assignments.map((a) => a.comment)),
    );
  });
});

describe("a scan's misreadings in a table's header", () => {
  it("reads a header whose label was lost with the columns the report's other headers print", async () => {
    // Seed 204 heads every course's table "Assignment  Date Due  Status  Points Scored  %".
    const r = await report(204);
    expect(r.read().courses).toEqual(r.truth.courses);
    // The "%" of the headers on pages 2 and 3 not read (too small and faint on a 150-dpi scan).
    const lost = r.pages.map((p) =>
      p.page === 2 || p.page === 3 ? { ...p, items: p.items.filter((it) => it.str.trim() !== '%') } : p,
    );
    expect(lost.map((p) => p.items.filter((it) => it.str.trim() === '%').length)).toEqual([1, 0, 0, 2, 0]);
    expect(r.read(lost).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's misreadings in a table printed without a header", () => {
  it('reads a table with two values run together across their columns with the columns of the others', async () => {
    // Seed 203 prints its tables without a header: date, status, name, percent, points earned, possible.
    const r = await report(203);
    expect(r.read().courses).toEqual(r.truth.courses);
    // Physics, the largest table, has "12" and "20" of one row read as one word across both columns
    // ("12-20"), as a scan of seed 203 read them.
    const [twelve, twenty] = r.pages[0].items.filter(
      (it) => Math.abs(it.y - 433.6) < 0.5 && /^\d+$/.test(it.str),
    );
    expect([twelve.str, twenty.str]).toEqual(['12', '20']);
    const joined = { ...twelve, str: '12-20', x1: twenty.x1 };
    const misread = r.pages.map((p) =>
      p.page === 1
        ? { ...p, items: p.items.filter((it) => it !== twenty).map((it) => (it === twelve ? joined : it)) }
        : p,
    );
    const physics = r.read(misread).courses.find((c) => c.courseName === 'Physics')!;
    const truth = r.truth.courses.find((c) => c.courseName === 'Physics')!;
    // That row's points are lost, and no other's.
    physics.assignments.forEach((a, i) => {
      if (a.assignmentName.startsWith('Exit Ticket 14')) expect(a.pointsEarned).toBeNull();
      else expect(a).toEqual(truth.assignments[i]);
    });
  });
});

describe("a scan's measure of a course's title", () => {
  it('reads a title as tall as the rows, that names a school year, as the title and not a row', async () => {
    // Seed 305 prints each course's title, teacher, term and school year in 10.5 points over rows in 9.5,
    // without a table header: a scan measures the title as tall as the rows ("Pre-Algebra 8  Harris,
    // Tamara  S1 2022-23", a teacher with no honorific).
    const r = await report(305);
    expect(r.read().courses).toEqual(r.truth.courses);
    const sameSize = r.pages.map((p) => ({ ...p, items: p.items.map((it) => ({ ...it, size: 9.5 })) }));
    expect(r.read(sameSize).courses).toEqual(r.truth.courses);
  });
});

describe('a group label a scan measured larger', () => {
  it("is the group label, not the next course's title, at the top of a page", async () => {
    // Seed 323 prints Physics's last group ("Project (10%)") at the top of page 5, under the running header:
    // measured larger than the rows, it cut the course in two.
    const r = await report(323);
    expect(r.read().courses).toEqual(r.truth.courses);
    const larger = r.pages.map((p) => ({
      ...p,
      items: p.items.map((it) =>
        p.page === 5 && ['Project', '(10%)'].includes(it.str) && it.y < 70
          ? { ...it, size: it.size * 1.2 }
          : it,
      ),
    }));
    const label = (it: { str: string; y: number }) => ['Project', '(10%)'].includes(it.str) && it.y < 70;
    expect(r.pages[4].items.filter(label)).toHaveLength(2);
    expect(r.read(larger).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's measure of where a row's wrapped name sits", () => {
  it("keeps a name's one wrapped line with its row where the scan measured it nearer the next row", async () => {
    // Seed 401 sets its rows top-aligned, a name's wrapped lines under its values, with rows a point further
    // apart than the lines of a name: a scan that measures one such line a point lower gave it to the next row
    // ("Reactions Midterm Exam 3: …").
    const r = await report(401);
    expect(r.read().courses).toEqual(r.truth.courses);
    const wrapped = (it: TextItem) => it.page === 1 && ['Reactions', 'Poetry'].includes(it.str);
    expect(r.pages[0].items.filter(wrapped).length).toBeGreaterThanOrEqual(2);
    const lower = r.pages.map((p) => ({
      ...p,
      items: p.items.map((it) => (wrapped(it) ? { ...it, y: it.y + 1.2 } : it)),
    }));
    expect(r.read(lower).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's measure of a category beside its row's name", () => {
  it('reads a category column that a scan ran into the names beside it as its own column', async () => {
    // Seed 401 prints its categories in a fixed-width font in a column just wide enough for "Classwork", its
    // tables without a header: a scan that measures the categories a little wider runs each into the name
    // beside it ("Classwork Class Discussion 7", one space apart), and the categories were read as the names'
    // first words.
    const r = await report(401);
    expect(r.read().courses).toEqual(r.truth.courses);
    const category = (it: TextItem) =>
      ['Test', 'Quiz', 'Homework', 'Classwork', 'Project', 'Lab'].includes(it.str) &&
      Math.abs(it.x0 - 180) < 5;
    const wider = r.pages.map((p) => ({
      ...p,
      items: p.items.map((it) => (category(it) ? { ...it, x1: 236 } : it)),
    }));
    expect(r.pages.flatMap((p) => p.items).filter(category).length).toBeGreaterThan(40);
    expect(r.read(wider).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's misreadings in a course's heading", () => {
  it("keeps a banner's value under its own label when a scan parts it wide of the next label", async () => {
    // Seed 385 prints "Course  Teacher  Period" over "Computer Science Principles  Ortiz, D.  8"; a scan
    // parts "Principles" from "Science", its middle then nearer "Teacher" than "Course".
    const r = await report(385);
    expect(r.read().courses).toEqual(r.truth.courses);
    const after = r.misread(
      (it) => it.str === 'Principles',
      0,
      (it) => ({ ...it, x0: it.x0 + 5, x1: it.x1 + 5 }),
    );
    expect(after.courses).toEqual(r.truth.courses);
  });
});

describe("a scan's pieces of a row's percentage set off its line", () => {
  it('makes no row of a fragment that is no number ("0,"), near the row it was read from', async () => {
    // Seed 423 prints each row's percentage in a column of its own ("84.00%").
    const r = await report(423);
    expect(r.read().courses).toEqual(r.truth.courses);
    const after = r.misread(
      (it) => it.str === '84.00%',
      0,
      (it) => ({ ...it, str: '0,', y: it.y - it.size * 0.9 }),
    );
    const points = (c: { assignments: { pointsEarned: number | null; maxPoints: number | null }[] }) =>
      c.assignments.map((a) => [a.pointsEarned, a.maxPoints]);
    expect(after.courses.map(points)).toEqual(r.truth.courses.map(points));
  });

  it("reads a piece of a percentage set on the name above its row's values as that row's, no row of its own", async () => {
    // Seed 432 centres a wrapped name over its row's values ("Unit Test 7: …" above "66.00 out of 100.00  66.0%").
    const r = await report(432);
    // "66.0%" read as "66" on the row's line and "02%" on the line of the name above it.
    const after = r.misread(
      (it) => it.str === '66.0%',
      0,
      (it) => [
        { ...it, str: '66', x1: it.x0 + (it.x1 - it.x0) * 0.4 },
        { ...it, str: '02%', x0: it.x0 + (it.x1 - it.x0) * 0.6, y: it.y - 5.25 },
      ],
    );
    expect(after.courses).toEqual(r.truth.courses);
  });
});

describe("a scan's measure of a row's size", () => {
  it('keeps a row that opens with a status and its points a row, though measured larger than the rows', async () => {
    // Seed 398 prints "EX out of 20.00 … Investigation Write-up 6: Cells … EX": its status code at the line's end
    // measured at 12.8 pt (the rows are 9 pt) makes the line larger than the table's rows, as a heading is.
    const r = await report(398);
    expect(r.read().courses).toEqual(r.truth.courses);
    const code = r.pages[1].items.find((it) => it.str === 'EX' && it.x0 > 400);
    expect(code).toBeDefined();
    const pages = r.pages.map((p) => ({
      ...p,
      items: p.items.map((it) => (it === code ? { ...it, size: 12.8 } : it)),
    }));
    expect(r.read(pages).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's loss of a comment's mark", () => {
  it('keeps a comment printed after "> " under its row a comment, its mark lost', async () => {
    // Seed 383 prints each comment on a line of its own under its row, after "> ": without the mark, the
    // comment's words stand under the names, indented by the mark's width and its space (0.86 em).
    const r = await report(383);
    expect(r.read().courses).toEqual(r.truth.courses);
    const marks = r.pages.flatMap((p) => p.items.filter((it) => it.str === '>'));
    expect(marks.length).toBeGreaterThanOrEqual(4);
    const pages = r.pages.map((p) => ({ ...p, items: p.items.filter((it) => it.str !== '>') }));
    expect(r.read(pages).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's loss of a score's first part", () => {
  it('reads "out of 150", its "--" lost, as 150 points possible and none earned, not 150 earned', async () => {
    // Seed 419 prints a pending row's score as "-- out of 150".
    const r = await report(419);
    expect(r.read().courses).toEqual(r.truth.courses);
    const pages = r.pages.map((p) => ({ ...p, items: p.items.filter((it) => it.str !== '--') }));
    const row = r.read(pages).courses[1].assignments[1];
    expect([row.pointsEarned, row.maxPoints, row.status]).toEqual([null, 150, 'pending']);
    expect(r.read(pages).courses).toEqual(r.truth.courses);
  });
});

describe("a scan's loss of a name's first letter", () => {
  it('reads the first line of a name centred over its values, its capital lost, as the name and not a comment', async () => {
    // Seed 439 centres "Quiz 11: Integers, Rational Numbers and the" / "Properties of Operations on the Number
    // Line" over the row's values. A scan that loses the "Q" sets the line's first word in by its width, as far
    // as a comment is indented: over a row with no name yet, it still begins the name.
    const r = await report(439);
    expect(r.read().courses).toEqual(r.truth.courses);
    const eleven = r.pages[0].items.find((it) => it.str === '11:');
    const after = r.misread(
      (it) => it.str === 'Quiz' && it.y === eleven?.y,
      0,
      (it) => ({ ...it, str: 'uiz', x0: it.x0 + (it.x1 - it.x0) / 4 }),
    );
    const row = after.courses[0].assignments[10];
    expect([row.assignmentName, row.comment]).toEqual([
      'uiz 11: Integers, Rational Numbers and the Properties of Operations on the Number Line',
      null,
    ]);
    const truth = structuredClone(r.truth.courses);
    truth[0].assignments[10].assignmentName = row.assignmentName;
    expect(after.courses.map((c) => c.assignments)).toEqual(truth.map((c) => c.assignments));
  });
});

describe("a scan's speck before a row's name", () => {
  it('reads a mark alone before a name, a speck read as a period, as no part of the name', async () => {
    // Seed 439 prints each row's name first, at the table's left; a scan reads a speck just left of one as ".".
    const r = await report(439);
    expect(r.read().courses).toEqual(r.truth.courses);
    const after = r.misread(
      (it) => it.str === 'Group',
      0,
      (it) => [{ ...it, str: '.', x0: it.x0 - 5, x1: it.x0 - 3 }, it],
    );
    expect(after.courses).toEqual(r.truth.courses);
  });
});

describe("a scan's even sizes", () => {
  it("keeps a course's title and teacher, measured as large as the rows, out of a table printed without a header", async () => {
    // Seed 566 prints "AP Calculus AB  Dana Whitfield" in 11.5 pt over rows in 10.5 pt that have no header; a
    // scan measures every line alike, and the title's line, as near the first row as rows are to each other,
    // had been read as the table's first line, making a course of no name and no rows before it.
    const r = await report(566);
    expect(r.read().courses).toEqual(r.truth.courses);
    const rowSize = r.pages[0].items.find((it) => it.str === 'Classwork')!.size;
    const pages = r.pages.map((p) => ({ ...p, items: p.items.map((it) => ({ ...it, size: rowSize })) }));
    expect(r.read(pages).courses.map((c) => c.courseName)).toEqual(r.truth.courses.map((c) => c.courseName));
    expect(r.read(pages).courses).toEqual(r.truth.courses);
  });
});
