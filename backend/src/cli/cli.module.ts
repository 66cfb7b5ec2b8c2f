import { Module } from '@nestjs/common';
import { AppConfigModule } from '../core/config/config.module';
import { DatabaseModule } from '../core/database/database.module';
import { LoggingModule } from '../core/logging/logging.module';
import { ALL_ENTITIES } from '../entities';

/** Just enough of the app for one-off commands: validated config, logs and the database. */
@Module({ imports: [AppConfigModule, LoggingModule, DatabaseModule.forProcess('cli', ALL_ENTITIES)] })
export class CliModule {}
