import { redisOptionsFromUrl } from './redis-url';

describe(redisOptionsFromUrl.name, () => {
  it('should read host, port, password and database', () => {
    expect(redisOptionsFromUrl('redis://:s%40cret@127.0.0.1:6380/2')).toMatchObject({
      host: '127.0.0.1',
      port: 6380,
      password: 's@cret',
      db: 2,
      tls: undefined,
    });
  });

  it('should default the port and database and enable TLS for rediss', () => {
    expect(redisOptionsFromUrl('rediss://cache.example')).toMatchObject({ port: 6379, db: 0, tls: {} });
  });
});
