/**
 * Report PDFs made for a journey: the fixture model (fixtures/lib/model.ts) with the dates, terms and
 * courses a journey needs, printed in layout C (landscape, a comments column), with the truth the parser
 * must read from them.
 */
import type { Page } from 'playwright-core';
import { layoutC } from '../../fixtures/lib/pdfkit';
import { addDays, makeReport, truthOf, type ModelOptions, type ReportSpec } from '../../fixtures/lib/model';
import type { Transcript } from '../../src/parser/types';

export interface MadeReport {
  name: string;
  pdf: Buffer;
  truth: Transcript;
}

export interface ReportPlan extends Omit<ModelOptions, 'courses'> {
  /** File name without ".pdf". */
  name: string;
  /** 'YYYY-MM-DD' printed as the report's date. */
  reportDate: string;
  /** The term and academic year of the report header. */
  term: string;
  year: string;
  /** The courses: name, teacher and period, in print order. */
  courses: Array<{ name: string; teacher: string; period: string }>;
}

const MODEL_DATE = '2024-10-14';
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

/** The planned report's model: the fixture model with the plan's dates, term and courses. */
export function specOf(plan: ReportPlan): ReportSpec {
  const { name: _name, reportDate, term, year, courses, ...model } = plan;
  const spec = makeReport({ ...model, courses: courses.length });
  // The rows' due dates move with the report's date, so a 2021 report has 2021 assignments.
  const shift = daysBetween(MODEL_DATE, reportDate);
  return {
    ...spec,
    reportDate,
    term,
    year,
    courses: spec.courses.map((c, i) => ({
      ...c,
      name: courses[i].name,
      teacher: courses[i].teacher,
      period: courses[i].period,
      term: null,
      year: null,
      rows: c.rows.map((r) => ({ ...r, date: addDays(r.date, shift) })),
    })),
  };
}

/** Prints the planned report, with its truth (warning pages are not compared, so none are given). */
export async function makeReportPdf(plan: ReportPlan): Promise<MadeReport> {
  return printReport(plan.name, specOf(plan), plan.seed);
}

/** Prints a report model (one a journey may have edited), with its truth. */
export async function printReport(name: string, spec: ReportSpec, seed: number): Promise<MadeReport> {
  const pdf = Buffer.from(await layoutC(spec, seed));
  const truth = truthOf(spec, [], { school: spec.school });
  return { name, pdf, truth };
}

/** The local calendar day of a date, 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The academic year ("2026-2027") and semester ("Semester 1") of a date (August to July; August to December is 1). */
export function termOfDay(date: Date): { year: string; term: string } {
  const start = date.getMonth() >= 7 ? date.getFullYear() : date.getFullYear() - 1;
  return { year: `${start}-${start + 1}`, term: date.getMonth() >= 7 ? 'Semester 1' : 'Semester 2' };
}

/** Uploads a made report through the page's session, as the upload screen sends it (multipart, field pdf). */
export async function uploadInPage(
  page: Page,
  report: MadeReport,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ name, base64 }) => {
      const bin = atob(base64);
      const bytes = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      const form = new FormData();
      form.append('pdf', new File([bytes], `${name}.pdf`, { type: 'application/pdf' }));
      const res = await fetch('/api/upload', {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { name: report.name, base64: report.pdf.toString('base64') },
  );
}

/** A report's average percentage as the trend plots it: mean of its printed course percentages, 2 decimals. */
export function trendValue(truth: Transcript): number {
  const pcts = truth.courses.map((c) => c.percentage).filter((p): p is number => p !== null);
  const mean = pcts.reduce((s, p) => s + p, 0) / pcts.length;
  return Math.round(mean * 100) / 100;
}

/** What a course's check says, written out here from the truth, independently of the product's code. */
export function expectedCheckText(c: Transcript['courses'][number]): string {
  const r = c.reconciliation;
  if (r.status === 'matches') return "Matches the report's total";
  if (r.status === 'no-total') return 'No total printed';
  const gap = Math.abs(c.pointsReceived! - r.earned) || Math.abs(c.maxPoints! - r.possible);
  return `Off by ${gap.toFixed(2)} points: the report says ${c.pointsReceived!.toFixed(2)} / ${c.maxPoints!.toFixed(2)}, its rows add up to ${r.earned.toFixed(2)} / ${r.possible.toFixed(2)}`;
}

/** Uploads a made report through the upload screen's file picker and waits for its results. */
export async function uploadThroughPicker(page: Page, report: MadeReport): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({
    name: `${report.name}.pdf`,
    mimeType: 'application/pdf',
    buffer: report.pdf,
  });
  await page.getByRole('button', { name: 'Process Transcript' }).click();
  await page.getByTestId('grade-results').getByText(`${report.name}.pdf`, { exact: true }).waitFor();
}
