import { defineConfig } from 'vitest/config';

/** The fault suite (npm run test:faults): the built app under kills, outages, hostile PDFs and a soak. */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.fault.ts'],
    globalSetup: ['tests/faults/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One fault at a time: each measures the machine, and the soak runs at capacity.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
