import { describe, expect, it } from 'vitest';
import { makeContent } from '../fixtures/layouts/content';
import { buildDocument, orderRowsForPrint } from '../fixtures/layouts/document';
import { generateLayoutReport } from '../fixtures/layouts/generate';
import * as specs from '../fixtures/layouts/spec';

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);

describe('layout generator', () => {
  it('is reproducible: a seed gives the same layout, truth and PDF bytes', async () => {
    const a = await generateLayoutReport(7, { producer: 'pdfkit-word' });
    const b = await generateLayoutReport(7, { producer: 'pdfkit-word' });
    expect(b.spec).toEqual(a.spec);
    expect(b.truth).toEqual(a.truth);
    expect(Buffer.from(b.pdf).equals(Buffer.from(a.pdf))).toBe(true);
  });

  it('draws every value of every dimension within 300 seeds', () => {
    const drawn = SEEDS.map((s) => specs.pickSpec(s));
    const expected: [keyof specs.LayoutSpec, readonly string[]][] = [
      ['producer', specs.PRODUCERS],
      ['headerLabels', specs.HEADER_LABELS],
      ['headerShape', specs.HEADER_SHAPES],
      ['scoreForm', specs.SCORE_FORMS],
      ['courseDetails', specs.COURSE_DETAILS],
      ['termPlacement', specs.TERM_PLACEMENTS],
      ['totalForm', specs.TOTAL_FORMS],
      ['totalPosition', specs.TOTAL_POSITIONS],
      ['dateForm', specs.DATE_FORMS],
      ['statusForm', specs.STATUS_FORMS],
      ['commentPlacement', specs.COMMENT_PLACEMENTS],
      ['categoryStyle', specs.CATEGORY_STYLES],
      ['extraCredit', specs.EXTRA_CREDITS],
      ['furniture', specs.FURNITURES],
      ['page', specs.PAGES],
      ['rowAlign', specs.ROW_ALIGNS],
    ];
    for (const [dim, values] of expected)
      expect(new Set(drawn.map((s) => s[dim])), dim).toEqual(new Set(values));
  });

  it('lets a reader tell day-first dates: a day over 12 in every table, or a printed cue', () => {
    let checked = 0;
    for (const seed of SEEDS) {
      const spec = specs.pickSpec(seed);
      if (spec.dateForm !== 'dmy') continue;
      const content = makeContent(seed, spec);
      orderRowsForPrint(content, spec);
      const doc = buildDocument(seed, spec, content);
      const cue =
        doc.header.some((b) => b.kind === 'line' && b.parts.some((p) => /day\/month\/year/.test(p))) ||
        doc.courses.some((c) => c.table?.columns.some((col) => col.label.join(' ').includes('DD/MM/YYYY')));
      const overTwelve = content.courses.every(
        (c) => !c.rows.length || c.rows.some((r) => Number(r.date.slice(8)) > 12),
      );
      expect(cue || overTwelve, `seed ${seed}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('prints year-less dates only inside the academic year the report prints', () => {
    for (const seed of SEEDS) {
      const spec = specs.pickSpec(seed);
      const content = makeContent(seed, spec);
      const [y1, y2] = content.academicYear.split('-');
      for (const c of content.courses)
        for (const r of c.rows) {
          const month = Number(r.date.slice(5, 7));
          expect(r.date.slice(0, 4), `seed ${seed}`).toBe(month >= 8 ? y1 : y2);
        }
    }
  });
});
