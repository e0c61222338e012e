import { afterAll, describe, expect, it } from 'vitest';
import { fixtureBytes, setSetting, variantOf } from '../support/uploads.js';
import { AppUnderTest, call, percentile, tally, uploadFile, type Answer } from './support/app.js';
import { contentBomb, fontBomb, mutatedPdfs } from './support/pdfs.js';

const MUTANTS = 300;
const CLIENTS = 4;

/** Peak RSS while `work` runs, sampled every 200 ms: of the server process alone, and with its parsers. */
async function withPeakRss<T>(
  app: AppUnderTest,
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; serverPeakMb: number }> {
  let peakMb = 0;
  let serverPeakMb = 0;
  const sample = () => {
    peakMb = Math.max(peakMb, app.rssMb());
    serverPeakMb = Math.max(serverPeakMb, app.serverRssMb());
  };
  sample();
  const timer = setInterval(sample, 200);
  try {
    const result = await work();
    sample();
    return { result, peakMb, serverPeakMb };
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
    const serverIdleMb = app.serverRssMb();

    const mutants = mutatedPdfs(MUTANTS, 20261123);
    const answers: Array<Answer & { label: string }> = [];
    const { peakMb: mutantPeakMb, serverPeakMb: mutantServerPeakMb } = await withPeakRss(app, async () => {
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
    const bombServerPeaksMb: number[] = [];
    for (const bomb of bombs) {
      const { result, peakMb, serverPeakMb } = await withPeakRss(app, () =>
        uploadFile(app, cookies[0], bomb.bytes, 'bomb.pdf'),
      );
      bombAnswers.push(result);
      bombServerPeaksMb.push(serverPeakMb);
      bombFigures.push(
        `  ${bomb.name} (${(bomb.bytes.length / 1e6).toFixed(1)} MB): ${result.status} in ${Math.round(result.ms)} ms, ` +
          `peak RSS: server ${Math.round(serverPeakMb)} MB, with parsers ${Math.round(peakMb)} MB`,
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
          `peak RSS: server ${Math.round(mutantServerPeakMb)} MB (idle ${Math.round(serverIdleMb)} MB), ` +
          `with parsers ${Math.round(mutantPeakMb)} MB (idle ${Math.round(idleMb)} MB)`,
        'bombs:',
        ...bombFigures,
        `after: /readyz ${ready.status}, a normal upload ${normal.status} in ${Math.round(normal.ms)} ms, ` +
          `RSS: server ${Math.round(app.serverRssMb())} MB, with parsers ${Math.round(afterMb)} MB`,
      ].join('\n'),
    );
    expect(
      answers.filter((a) => a.status >= 500 || a.status === 0).map((a) => `${a.label}: ${a.status}`),
    ).toEqual([]);
    expect(bombAnswers.map((a) => a.status >= 500 || a.status === 0)).toEqual([false, false]);
    // A bomb costs a parser process, capped by the kernel, never the server's own memory.
    for (const mb of bombServerPeaksMb) expect(mb).toBeLessThan(600);
    expect(ready.status).toBe(200);
    expect(normal.status).toBe(200);
  });
});
