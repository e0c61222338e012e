import { afterAll, describe, expect, it } from 'vitest';
import { fixtureBytes, setSetting, variantOf } from '../support/uploads.js';
import { AppUnderTest, call, percentile, tally, uploadFile, type Answer } from './support/app.js';
import { contentBomb, fontBomb, mutatedPdfs } from './support/pdfs.js';

const MUTANTS = 300;
const CLIENTS = 4;

/** Samples the server's RSS every 200 ms while `work` runs; returns its result and the peak. */
async function withPeakRss<T>(
  app: AppUnderTest,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number }> {
  let peakMb = app.rssMb();
  const timer = setInterval(() => (peakMb = Math.max(peakMb, app.rssMb())), 200);
  try {
    return { result: await work(), peakMb: Math.max(peakMb, app.rssMb()) };
  } finally {
    clearInterval(timer);
  }
}

describe('hostile PDFs', () => {
  const app = new AppUnderTest();
  afterAll(() => app.stop());

  it('answers 300 mutated PDFs and the bombs without a 5xx, and stays healthy', async () => {
    await app.start();
    const cookies = await app.students(CLIENTS);
    // A bounded wait per upload, so a bomb costs at most this long.
    await setSetting(app.db().db, 'PROCESSING_TIMEOUT_SECONDS', '30');
    const idleMb = app.rssMb();

    const mutants = mutatedPdfs(MUTANTS, 20261123);
    const answers: Array<Answer & { label: string }> = [];
    const { peakMb: mutantPeakMb } = await withPeakRss(app, async () => {
      let next = 0;
      await Promise.all(
        cookies.map(async (cookie) => {
          while (next < mutants.length) {
            const m = mutants[next++];
            answers.push({
              ...(await uploadFile(app, cookie, m.bytes, `mutant-${next}.pdf`)),
              label: m.label,
            });
          }
        }),
      );
    });

    const bombs: Array<{ name: string; bytes: Buffer }> = [
      { name: 'content stream inflating to 1 GiB', bytes: await contentBomb() },
      { name: 'embedded font inflating to 1 GiB', bytes: await fontBomb() },
    ];
    const bombFigures: string[] = [];
    const bombAnswers: Answer[] = [];
    for (const bomb of bombs) {
      const { result, peakMb } = await withPeakRss(app, () =>
        uploadFile(app, cookies[0], bomb.bytes, 'bomb.pdf'),
      );
      bombAnswers.push(result);
      bombFigures.push(
        `  ${bomb.name} (${(bomb.bytes.length / 1e6).toFixed(1)} MB): ${result.status} in ${Math.round(result.ms)} ms, peak RSS ${Math.round(peakMb)} MB`,
      );
    }

    const ready = await call(app, cookies[1], '/readyz');
    const normal = await uploadFile(app, cookies[1], variantOf(fixtureBytes('report-1p.pdf'), 'after-bombs'));
    await new Promise((r) => setTimeout(r, 2_000));
    const afterMb = app.rssMb();
    console.log(
      [
        `${MUTANTS} mutated PDFs from ${CLIENTS} clients: ${JSON.stringify(tally(answers))}, ` +
          `p50 ${percentile(
            answers.map((a) => a.ms),
            50,
          )} ms, p99 ${percentile(
            answers.map((a) => a.ms),
            99,
          )} ms, ` +
          `peak RSS ${Math.round(mutantPeakMb)} MB (idle ${Math.round(idleMb)} MB)`,
        'bombs:',
        ...bombFigures,
        `after: /readyz ${ready.status}, a normal upload ${normal.status} in ${Math.round(normal.ms)} ms, RSS ${Math.round(afterMb)} MB`,
      ].join('\n'),
    );
    expect(
      answers.filter((a) => a.status >= 500 || a.status === 0).map((a) => `${a.label}: ${a.status}`),
    ).toEqual([]);
    expect(bombAnswers.map((a) => a.status >= 500 || a.status === 0)).toEqual([false, false]);
    expect(ready.status).toBe(200);
    expect(normal.status).toBe(200);
  });
});
