import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { seedDemoCatalog } from '../seed/demo-catalog';
import { CliModule } from './cli.module';

/**
 * `node dist/cli/migrate.js [--seed]`: applies pending migrations; with --seed also loads the demo
 * catalogue when the catalogue is empty. Safe to run on every start.
 */
async function main(): Promise<void> {
  const withSeed = process.argv.includes('--seed');
  const app = await NestFactory.createApplicationContext(CliModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const logger = new NestLogger('Migrate');
  try {
    const dataSource = app.get(DataSource);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    logger.log(
      applied.length > 0 ? `Migraciones aplicadas: ${applied.map((m) => m.name).join(', ')}` : 'Esquema al día',
    );
    if (withSeed) {
      const seed = await seedDemoCatalog(dataSource);
      logger.log(
        seed.seeded ? `Catálogo de demostración cargado (${seed.products} productos)` : 'El catálogo ya tiene datos',
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
