import { BYTE_UNIT_BASE, IMPORT_ACCEPTED_EXTENSIONS, IMPORT_ACCEPTED_MIME_TYPES } from '@/config/constants';

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** An Excel workbook by MIME type or by extension (browsers leave the type empty for some files). */
export function isExcelFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if ((IMPORT_ACCEPTED_MIME_TYPES as readonly string[]).includes(type)) return true;
  const name = file.name.toLowerCase();
  return IMPORT_ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** Human-readable size in base 1024 with at most two decimals: 1536 → '1.5 KB', 0 → '0 Bytes'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(BYTE_UNIT_BASE)), SIZE_UNITS.length - 1);
  const value = bytes / BYTE_UNIT_BASE ** exponent;
  return `${parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}
