import { domainErrors } from '../../core/errors/domain-error';

export const [SettingsError, SettingsErrorCode] = domainErrors('SettingsError', {
  InvalidRegion: ['INVALID_REGION', 'Región inválida'],
});
