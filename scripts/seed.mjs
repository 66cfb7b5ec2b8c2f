// `npm run seed`: migrations + demo catalogue (when the catalogue is empty) on the same database `npm start` uses.
import path from 'node:path';
import { log } from './lib/log.mjs';
import { ensureDependencies, provideServices } from './lib/services.mjs';
import { ROOT, buildApp, localSecrets, prepareDatabase } from './lib/app.mjs';

const dataDir = path.resolve(ROOT, process.env.DATA_DIR ?? '.data');
let services;
try {
  await ensureDependencies(ROOT);
  services = await provideServices({ dataDir });
  await buildApp();
  await prepareDatabase({
    ...process.env,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    JWT_SECRET: process.env.JWT_SECRET ?? localSecrets(dataDir).jwtSecret,
  });
  log.ok('Base de datos lista.');
} catch (error) {
  log.fail(error.message);
  process.exitCode = 1;
} finally {
  await services?.stop();
}
