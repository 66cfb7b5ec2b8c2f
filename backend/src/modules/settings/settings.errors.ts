import { HttpStatus } from '@nestjs/common';
import { domainErrorClass } from '../../core/errors/domain-error';

export enum SettingsErrorCode {
  InvalidRegion = 'INVALID_REGION',
}

export const SETTINGS_MESSAGES: Record<SettingsErrorCode, string> = {
  [SettingsErrorCode.InvalidRegion]: 'Región inválida',
};

const STATUS: Record<SettingsErrorCode, HttpStatus> = {
  [SettingsErrorCode.InvalidRegion]: HttpStatus.BAD_REQUEST,
};

export class SettingsError extends domainErrorClass(STATUS, SETTINGS_MESSAGES) {}
