import { CatalogAdminError } from './catalog-admin.errors';
import { isImageUrl, parseProductImages } from './image-urls';

const image = (url: string, isMain = false) => ({ id: 1, url, productId: 1, isMain });

function messageOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof CatalogAdminError) return error.message;
    throw error;
  }
  throw new Error('no error thrown');
}

describe(isImageUrl.name, () => {
  it('should accept http(s) URLs and paths of the site', () => {
    expect(isImageUrl('https://cdn.example.cl/frenos.jpg')).toBe(true);
    expect(isImageUrl('http://example.cl/a.png?size=2')).toBe(true);
    expect(isImageUrl('/demo-images/frenos.svg')).toBe(true);
    expect(isImageUrl('/api/uploads/3f0c8a52-6a0e-4a8e-9a51-0d7c2b4f1e2a.png')).toBe(true);
  });

  it('should refuse other schemes, protocol-relative URLs, relative paths and spaces', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://example.cl/a.png',
      '//evil.example/a.png',
      'imagenes/a.png',
      'https://',
      '/a b.png',
      '/a\\b.png',
      '',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect({ url, ok: isImageUrl(url) }).toEqual({ url, ok: false });
    }
  });
});

describe(parseProductImages.name, () => {
  it('should read the JSON text of a multipart form and put the main image first', () => {
    const raw = JSON.stringify([image('/a.png'), image('https://cdn.example.cl/b.png', true), image('/c.png')]);
    expect(parseProductImages(raw)).toEqual(['https://cdn.example.cl/b.png', '/a.png', '/c.png']);
  });

  it('should take an array from a JSON body, skip blank rows and repeated URLs', () => {
    expect(parseProductImages([image(''), image(' /a.png '), image('/a.png', true), { url: null }])).toEqual([
      '/a.png',
    ]);
  });

  it("should answer 'Debes agregar al menos una imagen' when no image has a URL", () => {
    for (const raw of ['', '  ', '[]', JSON.stringify([image('   ')]), []]) {
      expect(messageOf(() => parseProductImages(raw))).toBe('Debes agregar al menos una imagen');
    }
  });

  it("should answer 'El campo images debe ser un arreglo JSON de imágenes' for anything else", () => {
    for (const raw of ['no es json', '{"url":"/a.png"}', '["/a.png"]', '[null]', JSON.stringify([{ url: 5 }]), 7]) {
      expect(messageOf(() => parseProductImages(raw))).toBe('El campo images debe ser un arreglo JSON de imágenes');
    }
  });

  it('should refuse unsafe URLs and more than five images', () => {
    expect(messageOf(() => parseProductImages([image('javascript:alert(1)')]))).toMatch(/^La URL de la imagen/);
    const six = ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png', '/6.png'].map((url) => image(url));
    expect(messageOf(() => parseProductImages(six))).toBe('Puedes agregar hasta 5 imágenes');
    expect(parseProductImages(six.slice(0, 5))).toHaveLength(5);
  });
});
