import { describe, expect, it } from 'vitest';
import { formatMb, formatPercent, shortId, successRate, uploadLogsCsv, uploadLogsFileName } from './format';
import type { UploadLog } from '../../../shared/api/admin';

describe('admin formatting', () => {
  it('computes the success rate over finished uploads only', () => {
    expect(successRate(3, 1)).toBe(75);
    expect(formatPercent(successRate(2, 1))).toBe('66.7%');
    expect(successRate(0, 0)).toBe(0);
  });

  it('shows sizes in MB with two decimals and ids by 8 characters', () => {
    expect(formatMb(2_621_440)).toBe('2.50 MB');
    expect(formatMb(1000)).toBe('0.00 MB');
    expect(shortId('0f8a1b2c-3d4e-5f60-7182-93a4b5c6d7e8')).toBe('0f8a1b2c');
  });

  it('exports the spec columns, one row per log, in a dated file', () => {
    const log: UploadLog = {
      id: 'L1',
      userId: 'U1',
      userEmail: 'a@school.edu',
      fileName: '=HYPERLINK("x"), report.pdf',
      fileSize: 10,
      status: 'error',
      processingTime: 1.25,
      assignmentsFound: 0,
      errorMessage: 'bad',
      createdAt: '2025-03-01T10:00:00.000Z',
    };
    expect(uploadLogsCsv([log])).toBe(
      '\uFEFFID,User,File Name,Status,Processing Time,Assignments Found,Created At\r\n' +
        `L1,U1,"'=HYPERLINK(""x""), report.pdf",error,1.25,0,2025-03-01T10:00:00.000Z\r\n`,
    );
    expect(uploadLogsFileName(new Date(2025, 2, 7))).toBe('upload-logs-2025-03-07.csv');
  });
});
