import { DynamicModule, Module } from '@nestjs/common';
import { AppConfigModule } from './config/config.module';
import type { DatabaseEntities, DatabaseRole } from './database/database-options';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';

/**
 * Infrastructure shared by the API and the worker: config, logs, PostgreSQL, Redis, BullMQ. The
 * two differ only in their PostgreSQL session timeouts (database-options.ts); the app passes its
 * entities (src/entities.ts), so core imports no module.
 */
@Module({})
export class CoreModule {
  static forProcess(role: Exclude<DatabaseRole, 'cli'>, entities: DatabaseEntities): DynamicModule {
    return {
      module: CoreModule,
      imports: [AppConfigModule, LoggingModule, DatabaseModule.forProcess(role, entities), RedisModule, QueueModule],
    };
  }
}
