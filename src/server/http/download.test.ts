import { describe, expect, it } from 'vitest';
import { attachmentDisposition, safeFileName } from './download.js';

describe('download file names', () => {
  it('keeps only the last path segment and drops control and reserved characters', () => {
    expect(safeFileName('C:\\Users\\me\\grades.pdf')).toBe('grades.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('my\u0000"grades"\nreport?.pdf')).toBe('my grades report.pdf');
    expect(safeFileName('...hidden.pdf')).toBe('hidden.pdf');
    expect(safeFileName('  ', 'transcript.pdf')).toBe('transcript.pdf');
  });

  it('removes bidirectional controls, so a name reads as it really ends', () => {
    expect(safeFileName('\u202Efdp.exe')).toBe('fdp.exe');
    expect(safeFileName('report\u202A\u202B\u202C\u202D\u202E.pdf')).toBe('report.pdf');
    expect(safeFileName('a\u2066b\u2067c\u2068d\u2069.pdf')).toBe('abcd.pdf');
    expect(safeFileName('x\u200E\u200F\u061C.pdf')).toBe('x.pdf');
    expect(safeFileName('\u202E', 'transcript.pdf')).toBe('transcript.pdf');
    expect(attachmentDisposition('\u202Efdp.exe.pdf')).toBe(
      `attachment; filename="fdp.exe.pdf"; filename*=UTF-8''fdp.exe.pdf`,
    );
  });

  it('shortens long names and keeps the extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('sends an ASCII filename and the exact UTF-8 filename*', () => {
    expect(attachmentDisposition('Zeugnis Müller; 100%.pdf')).toBe(
      `attachment; filename="Zeugnis Muller_ 100_.pdf"; filename*=UTF-8''Zeugnis%20M%C3%BCller%3B%20100%25.pdf`,
    );
    expect(attachmentDisposition('成绩单.pdf')).toBe(
      `attachment; filename="___.pdf"; filename*=UTF-8''%E6%88%90%E7%BB%A9%E5%8D%95.pdf`,
    );
  });
});
