import { durationSeconds, parseMailFrom, validateEnv } from './env.schema';

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
      // Imports take the CPU shoppers leave (issue 15).
      WORKER_NICE: 19,
    });
  });

  it('should list every bad variable in one error', () => {
    expect(() => validateEnv({ PORT: 'abc', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*REDIS_URL[\s\S]*JWT_SECRET/,
    );
  });

  it('should keep the default of a number left blank (as docker-compose passes `${VAR:-}`)', () => {
    const env = validateEnv({ ...valid, PORT: '', WORKER_NICE: '', MAIL_RETENTION_DAYS: ' ' });
    expect(env).toMatchObject({ PORT: 3000, WORKER_NICE: 19, MAIL_RETENTION_DAYS: 90 });
  });

  it('should treat empty optional values as unset', () => {
    const env = validateEnv({ ...valid, ADMIN_EMAIL: '', GOOGLE_CLIENT_ID: '' });
    expect(env.ADMIN_EMAIL).toBeUndefined();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
  });

  it('should reject a short admin password', () => {
    expect(() => validateEnv({ ...valid, ADMIN_EMAIL: 'a@b.cl', ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('should default the Google key set and issuers and split a comma-separated issuer list', () => {
    expect(validateEnv(valid)).toMatchObject({
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      GOOGLE_ISSUERS: ['accounts.google.com', 'https://accounts.google.com'],
    });
    const env = validateEnv({
      ...valid,
      GOOGLE_JWKS_URL: 'http://127.0.0.1:4010/certs',
      GOOGLE_ISSUERS: ' https://issuer.test , other ',
    });
    expect(env.GOOGLE_JWKS_URL).toBe('http://127.0.0.1:4010/certs');
    expect(env.GOOGLE_ISSUERS).toEqual(['https://issuer.test', 'other']);
  });

  it('should reject a Google key set that is not a URL and an issuer list with no entries', () => {
    expect(() => validateEnv({ ...valid, GOOGLE_JWKS_URL: 'not a url' })).toThrow(/GOOGLE_JWKS_URL/);
    expect(() => validateEnv({ ...valid, GOOGLE_ISSUERS: ' , ' })).toThrow(/GOOGLE_ISSUERS/);
  });
});

describe('TRUST_PROXY', () => {
  const base = {
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: 'x'.repeat(32),
  };

  it('should default to loopback and accept hop counts and subnet lists', () => {
    expect(validateEnv(base).TRUST_PROXY).toBe('loopback');
    expect(validateEnv({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1');
    expect(validateEnv({ ...base, TRUST_PROXY: '10.0.0.0/8, 172.16.0.0/12' }).TRUST_PROXY).toContain('10.0.0.0/8');
  });

  it('should reject values that are not addresses or counts', () => {
    expect(() => validateEnv({ ...base, TRUST_PROXY: 'x; rm -rf' })).toThrow(/TRUST_PROXY/);
  });
});

describe('Webpay credentials in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: 'x'.repeat(32),
    SMTP_URL: 'smtp://mail.example.cl:587',
    MAIL_FROM: 'tienda@example.cl',
  };

  it('should refuse to start without credentials, naming both variables and the opt-in', () => {
    for (const blank of [{}, { WEBPAY_COMMERCE_CODE: '', WEBPAY_API_KEY: '' }]) {
      expect(() => validateEnv({ ...production, ...blank })).toThrow(
        /WEBPAY_COMMERCE_CODE, WEBPAY_API_KEY: obligatorias en producción[\s\S]*PAYMENTS_DEMO_IN_PRODUCTION=true/,
      );
    }
    expect(() => validateEnv({ ...production, PAYMENTS_DEMO_IN_PRODUCTION: 'false' })).toThrow(/WEBPAY_API_KEY/);
  });

  it('should start with demo payments only when the operator opts in explicitly', () => {
    expect(validateEnv({ ...production, PAYMENTS_DEMO_IN_PRODUCTION: 'true' }).PAYMENTS_DEMO_IN_PRODUCTION).toBe(true);
    expect(() => validateEnv({ ...production, PAYMENTS_DEMO_IN_PRODUCTION: 'yes' })).toThrow(
      /PAYMENTS_DEMO_IN_PRODUCTION debe ser true o false/,
    );
  });

  it('should refuse half a pair of credentials even with the opt-in', () => {
    expect(() =>
      validateEnv({ ...production, WEBPAY_COMMERCE_CODE: '597055555532', PAYMENTS_DEMO_IN_PRODUCTION: 'true' }),
    ).toThrow(/WEBPAY_API_KEY: falta/);
  });

  it('should start with both credentials, and leave development and tests in demo mode as before', () => {
    const env = validateEnv({ ...production, WEBPAY_COMMERCE_CODE: '597055555532', WEBPAY_API_KEY: 'key' });
    expect(env.PAYMENTS_DEMO_IN_PRODUCTION).toBe(false);
    expect(() => validateEnv({ ...production, NODE_ENV: 'development' })).not.toThrow();
    expect(() => validateEnv({ ...production, NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('JWT_EXPIRES_IN', () => {
  const base = {
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: 'x'.repeat(32),
  };

  it('should default to 7 days and accept a whole number with a unit from 5 minutes to 30 days', () => {
    expect(durationSeconds(validateEnv(base).JWT_EXPIRES_IN)).toBe(7 * 86_400);
    expect(validateEnv({ ...base, JWT_EXPIRES_IN: '' }).JWT_EXPIRES_IN).toBe('7d');
    for (const [value, seconds] of [
      ['5m', 300],
      ['12h', 43_200],
      ['30d', 30 * 86_400],
      ['3600s', 3600],
    ] as const) {
      expect(durationSeconds(validateEnv({ ...base, JWT_EXPIRES_IN: value }).JWT_EXPIRES_IN)).toBe(seconds);
    }
  });

  it('should refuse lifetimes over 30 days or under 5 minutes, bare numbers and malformed values', () => {
    // '60' alone would be 60 milliseconds to the JWT library.
    for (const value of ['31d', '721h', '4m', '60', '1y', '7 d', '-1d', '1.5d', '7days']) {
      expect(() => validateEnv({ ...base, JWT_EXPIRES_IN: value })).toThrow(/JWT_EXPIRES_IN/);
    }
  });
});

describe('SMTP_URL and MAIL_FROM', () => {
  const base = {
    DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: 'x'.repeat(32),
  };
  const production = { ...base, NODE_ENV: 'production', PAYMENTS_DEMO_IN_PRODUCTION: 'true' };

  it('should accept smtp:// and smtps:// URLs with or without credentials and port', () => {
    for (const url of [
      'smtp://127.0.0.1:1025',
      'smtp://user:p%40ss@mail.example.cl:587',
      'smtps://apikey:secret@smtp.example.com:465',
      'smtp://mailcatcher:1025/',
    ]) {
      expect(validateEnv({ ...base, SMTP_URL: url }).SMTP_URL).toBe(url);
    }
  });

  it('should refuse other schemes, paths, query strings and malformed URLs with a Spanish message', () => {
    for (const url of [
      'http://mail.example.cl',
      'mail.example.cl:587',
      'smtp://',
      'smtp://mail.example.cl:587/path',
      'smtp://mail.example.cl?secure=true',
      'smtp://mail example.cl',
      'smtp://host:99999',
    ]) {
      expect(() => validateEnv({ ...base, SMTP_URL: url })).toThrow(
        /SMTP_URL: SMTP_URL debe ser una URL smtp:\/\/usuario:clave@host:puerto \(smtps:\/\/ para TLS\)/,
      );
    }
  });

  it('should take a bare address or a named sender and refuse anything else', () => {
    expect(validateEnv(base).MAIL_FROM).toBe('no-reply@localhost');
    expect(validateEnv({ ...base, MAIL_FROM: '' }).MAIL_FROM).toBe('no-reply@localhost');
    expect(parseMailFrom('tienda@example.cl')).toEqual({ name: null, address: 'tienda@example.cl' });
    expect(parseMailFrom('Repuestos Sur <ventas@example.cl>')).toEqual({
      name: 'Repuestos Sur',
      address: 'ventas@example.cl',
    });
    expect(parseMailFrom('"Repuestos, Sur" <ventas@example.cl>')).toEqual({
      name: 'Repuestos, Sur',
      address: 'ventas@example.cl',
    });
    for (const from of ['tienda', 'Tienda <tienda>', 'a@b.cl, c@d.cl', '<>', 'Tienda <a@b.cl> x']) {
      expect(() => validateEnv({ ...base, MAIL_FROM: from })).toThrow(/MAIL_FROM debe ser un email/);
    }
  });

  it('should require both in production, naming what is missing, and neither in development or tests', () => {
    expect(() => validateEnv(production)).toThrow(/SMTP_URL, MAIL_FROM: obligatorias en producción/);
    expect(() => validateEnv({ ...production, SMTP_URL: 'smtp://mail.example.cl:587' })).toThrow(
      /- MAIL_FROM: obligatorias en producción/,
    );
    expect(() => validateEnv({ ...production, MAIL_FROM: 'tienda@example.cl' })).toThrow(
      /- SMTP_URL: obligatorias en producción/,
    );
    expect(() =>
      validateEnv({ ...production, SMTP_URL: 'smtps://u:p@mail.example.cl:465', MAIL_FROM: 'tienda@example.cl' }),
    ).not.toThrow();
    expect(() => validateEnv({ ...base, NODE_ENV: 'development' })).not.toThrow();
    expect(() => validateEnv({ ...base, NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('MAIL_RETENTION_DAYS', () => {
  it('should default to 90 days and take whole numbers from 1 to 3650', () => {
    expect(validateEnv(valid).MAIL_RETENTION_DAYS).toBe(90);
    for (const days of [1, 30, 3650]) {
      expect(validateEnv({ ...valid, MAIL_RETENTION_DAYS: String(days) }).MAIL_RETENTION_DAYS).toBe(days);
    }
  });

  it('should refuse zero, negative, fractional, out-of-range and non-numeric values', () => {
    for (const days of ['0', '-5', '1.5', '3651', 'abc', '90d']) {
      expect(() => validateEnv({ ...valid, MAIL_RETENTION_DAYS: days })).toThrow(/MAIL_RETENTION_DAYS/);
    }
  });
});
