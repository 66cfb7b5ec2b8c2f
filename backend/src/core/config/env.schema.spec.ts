import { validateEnv } from './env.schema';

const valid = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(32),
};

describe(validateEnv.name, () => {
  it('should apply defaults and convert numbers', () => {
    const env = validateEnv({ ...valid, PORT: '3100' });
    expect(env).toMatchObject({
      PORT: 3100,
      NODE_ENV: 'development',
      WEBPAY_ENV: 'integration',
      REDIS_PREFIX: 'repuestos',
    });
  });

  it('should list every bad variable in one error', () => {
    expect(() => validateEnv({ PORT: 'abc', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*REDIS_URL[\s\S]*JWT_SECRET/,
    );
  });

  it('should treat empty optional values as unset', () => {
    const env = validateEnv({ ...valid, ADMIN_EMAIL: '', GOOGLE_CLIENT_ID: '' });
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('should reject a short admin password', () => {
    expect(() => validateEnv({ ...valid, ADMIN_EMAIL: 'a@b.cl', ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
  });
});
