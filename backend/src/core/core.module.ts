import { Module } from '@nestjs/common';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { LoggingModule } from './logging/logging.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';

/** Infrastructure shared by the API and the worker: config, logs, PostgreSQL, Redis, BullMQ. */
@Module({
  imports: [AppConfigModule, LoggingModule, DatabaseModule, RedisModule, QueueModule],
})
export class CoreModule {}
