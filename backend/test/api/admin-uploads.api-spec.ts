import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { UserRole } from '../../src/core/auth/user-role.enum';
import { UploadedImage } from '../../src/modules/uploads/uploaded-image.entity';
import { signIn } from '../support/auth';
import { createProduct } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const BAD_IMAGE = { success: false, message: 'La imagen debe ser JPG, PNG, WEBP o GIF de hasta 2 MB' };
const NOT_FOUND = { success: false, message: 'Archivo no encontrado' };
const UPLOAD_PATH = /^\/api\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\w+)$/;

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-jpeg')]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 rest')]);

describe('Uploaded images', () => {
  let t: TestApp;
  let admin: { Authorization: string };
  let sequence = 0;

  beforeAll(async () => {
    t = await createTestApp(__filename);
    admin = (await signIn(t, UserRole.ADMIN)).auth;
  });

  afterAll(async () => {
    await t.close();
  });

  const api = () => request(t.server);
  const storedImages = () => t.dataSource.getRepository(UploadedImage).count();

  /** POST /api/categories with the bytes as the `image` file part. */
  const createWithFile = (content: Buffer, filename: string, contentType = 'application/octet-stream') =>
    api()
      .post('/api/categories')
      .set(admin)
      .field('name', `Categoría con imagen ${++sequence}`)
      .attach('image', content, { filename, contentType });

  const fetchImage = (path: string) =>
    api()
      .get(path)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });

  it('should store an uploaded image in the database and serve it with its type, a long cache and nosniff', async () => {
    const before = await storedImages();
    const { body } = await createWithFile(PNG, 'frenos.png', 'image/png').expect(201);
    expect(body.imagen).toMatch(UPLOAD_PATH);
    await expect(storedImages()).resolves.toBe(before + 1);
    const [, id, extension] = UPLOAD_PATH.exec(body.imagen) as RegExpExecArray;
    expect(extension).toBe('png');
    await expect(t.dataSource.getRepository(UploadedImage).findOneByOrFail({ id })).resolves.toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
    });

    const served = await fetchImage(body.imagen).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

    // The category the storefront reads shows that path.
    await api()
      .get(`/api/categories/${body.id}`)
      .expect(200)
      .expect((res) => expect(res.body.imagen).toBe(body.imagen));
  });

  it('should tell the type from the bytes, not from the file name or the declared type', async () => {
    for (const [content, expected] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const { body } = await createWithFile(content, 'foto.png', 'image/png').expect(201);
      const extension = { 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' }[expected];
      expect(body.imagen).toMatch(new RegExp(`\\.${extension}$`));
      const served = await fetchImage(body.imagen).expect(200);
      expect(served.headers['content-type']).toBe(expected);
    }
  });

  it('should refuse files that are not JPG, PNG, WEBP or GIF, whatever their name says, and store nothing', async () => {
    const before = await storedImages();
    await createWithFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml').expect(
      400,
      BAD_IMAGE,
    );
    await createWithFile(Buffer.from('<html><script>alert(1)</script></html>'), 'foto.png', 'image/png').expect(
      400,
      BAD_IMAGE,
    );
    await createWithFile(Buffer.alloc(0), 'vacia.png', 'image/png').expect(400, BAD_IMAGE);
    await expect(storedImages()).resolves.toBe(before);
  });

  it('should refuse images over 2 MB', async () => {
    const before = await storedImages();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    await createWithFile(big, 'grande.png', 'image/png').expect(400, BAD_IMAGE);
    const justFits = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    await createWithFile(justFits, 'justa.png', 'image/png').expect(201);
    await expect(storedImages()).resolves.toBe(before + 1);
  });

  it('should refuse a file under another field name and a second file', async () => {
    await api()
      .post('/api/categories')
      .set(admin)
      .field('name', 'Otro campo')
      .attach('foto', PNG, 'a.png')
      .expect(400, { success: false, message: 'La solicitud de subida no es válida' });
    await api()
      .post('/api/categories')
      .set(admin)
      .field('name', 'Dos archivos')
      .attach('image', PNG, 'a.png')
      .attach('image', PNG, 'b.png')
      .expect(400, { success: false, message: 'La solicitud de subida no es válida' });
  });

  it('should leave no stored image behind when the category cannot be created', async () => {
    await createWithFile(PNG, 'a.png', 'image/png').expect(201);
    const before = await storedImages();
    const taken = await api().get('/api/categories').expect(200);
    await api()
      .post('/api/categories')
      .set(admin)
      .field('name', taken.body[0].nombre)
      .attach('image', PNG, { filename: 'a.png', contentType: 'image/png' })
      .expect(409, { success: false, message: 'Ya existe una categoría con ese nombre' });
    await expect(storedImages()).resolves.toBe(before);
  });

  it('should drop a replaced upload nothing shows any more, and keep one a product still shows', async () => {
    const { body: category } = await createWithFile(PNG, 'uno.png', 'image/png').expect(201);
    const first = category.imagen as string;
    const { body: replaced } = await api()
      .put(`/api/categories/${category.id}`)
      .set(admin)
      .attach('image', GIF, { filename: 'dos.gif', contentType: 'image/gif' })
      .expect(200);
    expect(replaced.imagen).toMatch(/\.gif$/);
    await api().get(first).expect(404, NOT_FOUND);

    const second = replaced.imagen as string;
    await createProduct(t.dataSource, { images: [second] });
    await api().put(`/api/categories/${category.id}`).set(admin).send({ image: '/demo-images/otra.svg' }).expect(200);
    await fetchImage(second).expect(200);
  });

  it("should drop a deleted category's upload", async () => {
    const { body: category } = await createWithFile(PNG, 'tres.png', 'image/png').expect(201);
    await fetchImage(category.imagen).expect(200);
    await api().delete(`/api/categories/${category.id}`).set(admin).expect(200, { success: true });
    await api().get(category.imagen).expect(404, NOT_FOUND);
  });

  it('should answer 404 to unknown names, wrong extensions and path tricks', async () => {
    const { body } = await createWithFile(PNG, 'a.png', 'image/png').expect(201);
    const [, id] = UPLOAD_PATH.exec(body.imagen) as RegExpExecArray;
    for (const path of [
      '/api/uploads/00000000-0000-4000-8000-000000000000.png',
      `/api/uploads/${id}.jpg`,
      `/api/uploads/${id}`,
      `/api/uploads/${id.toUpperCase()}.png`,
      `/api/uploads/${id}.png.html`,
      '/api/uploads/..%2F..%2Fpackage.json',
      '/api/uploads/%2e%2e%2fpackage.json',
      '/api/uploads/x.png',
    ]) {
      const response = await api().get(path);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: NOT_FOUND });
    }
  });

  it('should serve a large image byte for byte, read from the database once for repeated requests', async () => {
    const large = Buffer.concat([PNG.subarray(0, 16), randomBytes(1_500_000)]);
    const { body } = await createWithFile(large, 'grande.png', 'image/png').expect(201);
    const reads = jest.spyOn(t.dataSource, 'query');
    try {
      for (let request = 0; request < 3; request++) {
        const served = await fetchImage(body.imagen).expect(200);
        expect(served.headers['content-length']).toBe(String(large.length));
        expect(Buffer.compare(served.body as Buffer, large)).toBe(0);
      }
      const imageReads = reads.mock.calls.filter(([sql]) => String(sql).includes('"uploaded_images"'));
      expect(imageReads).toHaveLength(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('should serve an image from any API instance (nothing is kept on local disk)', async () => {
    const { body } = await createWithFile(PNG, 'a.png', 'image/png').expect(201);
    const other = await t.startAnotherInstance();
    try {
      const served = await request(other.server).get(body.imagen).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
    } finally {
      await other.close();
    }
  });
});
