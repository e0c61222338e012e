import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { openDatabase } from './db/client.js';
import { EmbeddedPostgresError } from './db/embedded.js';
import { startJobs } from './jobs.js';
import { ensureConfiguredDomain } from './modules/auth/index.js';
import { createParserPool } from '../parser/index.js';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase(config);
  await ensureConfiguredDomain(database.db, config);
  const parser = createParserPool({
    size: config.PARSER_POOL_SIZE,
    maxHeapMb: config.PARSER_MAX_HEAP_MB,
    maxMemoryMb: config.PARSER_MAX_MEMORY_MB,
    recycleGrowthMb: config.PARSER_RECYCLE_GROWTH_MB,
    maxQueuedPerOwner: config.PARSER_QUEUE_PER_USER,
    maxQueued: config.PARSER_QUEUE_LIMIT,
    maxPages: config.PARSER_MAX_PAGES,
    ocr: {
      threads: config.OCR_THREADS,
      maxPages: config.OCR_MAX_PAGES,
      pageTimeoutMs: config.OCR_PAGE_TIMEOUT_SECONDS * 1000,
      maxMemoryMb: config.OCR_MAX_MEMORY_MB,
    },
  });
  const app = await buildApp({ config, db: database.db, parser });
  const jobs = startJobs(app.context, (msg, err) => app.log.error({ err }, msg));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    jobs.stop();
    await app.close();
    await parser.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  for (const warning of startupWarnings(config)) app.log.warn(warning);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { url: `http://${config.HOST}:${config.PORT}`, database: config.DATABASE_URL ? 'external' : 'embedded' },
    `GradeLens ready in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof EmbeddedPostgresError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
