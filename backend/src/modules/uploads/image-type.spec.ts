import { sniffImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe(sniffImageType.name, () => {
  it('should recognise JPEG, PNG, GIF and WEBP by their first bytes', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toEqual({
      contentType: 'image/jpeg',
      extension: 'jpg',
    });
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toEqual({
      contentType: 'image/png',
      extension: 'png',
    });
    expect(sniffImageType(bytes('GIF89a', [1, 0, 1, 0]))).toEqual({ contentType: 'image/gif', extension: 'gif' });
    expect(sniffImageType(bytes('GIF87a'))).toEqual({ contentType: 'image/gif', extension: 'gif' });
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toEqual({
      contentType: 'image/webp',
      extension: 'webp',
    });
  });

  it('should refuse anything else, whatever it claims to be', () => {
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes('GIF90a'))).toBeNull();
  });
});
