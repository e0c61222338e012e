import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';

const database = await openDatabase(loadConfig());
await database.close();
console.log('Database schema is up to date.');
