import { IMAGE_TYPES, type ImageContentType } from './uploads.constants';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type told by the file's first bytes (never by its name or the client's Content-Type),
 * or null when it is none of the accepted ones.
 */
export function sniffImageType(bytes: Buffer): { contentType: ImageContentType; extension: string } | null {
  const contentType = detect(bytes);
  return contentType ? { contentType, extension: IMAGE_TYPES[contentType] } : null;
}

function detect(bytes: Buffer): ImageContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
