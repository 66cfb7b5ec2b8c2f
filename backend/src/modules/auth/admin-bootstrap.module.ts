import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AuthModule } from './auth.module';
import { User } from './user.entity';

/** API-only: the worker must not race the API to create the administrator. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([User])],
  providers: [AdminAccountBootstrap],
})
export class AdminBootstrapModule {}
