import fs from 'node:fs';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import {
  COMPRESSION_RATIO_MIN_BYTES,
  DEFAULT_MAX_UNCOMPRESSED_BYTES,
  MAX_COMPRESSION_RATIO,
  MAX_ZIP_ENTRIES,
} from '../import.constants';
import { ImportError, ImportErrorCode } from '../import.errors';
import { ForbiddenXmlScanner } from './xml-guard';

/** What the first bytes say a file is: an .xlsx is a zip, a legacy .xls (or an encrypted .xlsx) an OLE container. */
export type SniffedType = 'zip' | 'cfb' | 'unknown';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function sniffFileType(bytes: Buffer): SniffedType {
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'zip';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(CFB_MAGIC)) return 'cfb';
  return 'unknown';
}

/** Random access to the bytes of a zip: in memory (an upload) or in a file (the worker's copy). */
export interface ZipSource {
  readonly length: number;
  read(offset: number, length: number): Buffer;
}

export class BufferSource implements ZipSource {
  constructor(private readonly bytes: Buffer) {}

  get length(): number {
    return this.bytes.length;
  }

  read(offset: number, length: number): Buffer {
    return this.bytes.subarray(offset, Math.min(offset + length, this.bytes.length));
  }
}

/** Reads a file by position, so memory does not grow with the workbook's size. */
export class FileSource implements ZipSource {
  readonly length: number;

  constructor(private readonly fd: number) {
    this.length = fs.fstatSync(fd).size;
  }

  read(offset: number, length: number): Buffer {
    const size = Math.max(0, Math.min(length, this.length - offset));
    const buffer = Buffer.allocUnsafe(size);
    let done = 0;
    while (done < size) {
      const read = fs.readSync(this.fd, buffer, done, size - done, offset + done);
      if (read === 0) break;
      done += read;
    }
    return buffer.subarray(0, done);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Offset of the compressed data (after the local header). */
  dataOffset: number;
}

export interface ZipLimits {
  maxUncompressedBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD64_LOCATOR_SIGNATURE = 0x07064b50;
const EOCD64_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/**
 * Read and inflate 32 KiB at a time. Not more: the text of a chunk must stay well under V8's
 * large-object size (128 KiB, or 64 K characters of two-byte text), or every chunk lands in the old
 * generation and reading 100,000 rows costs twice the CPU.
 */
const CHUNK_BYTES = 32 * 1024;
/** 10,000 entries of names up to a few hundred bytes. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

const corrupt = () => new ImportError(ImportErrorCode.CorruptFile);

/** '../x', '/x', 'C:x', 'a\\b': names that would escape an extraction directory (zip-slip). */
function isUnsafeName(name: string): boolean {
  return (
    name.length === 0 ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-z]:/i.test(name) ||
    name.split('/').some((segment) => segment === '..')
  );
}

/**
 * A zip read straight from memory, checked before anything is inflated: the central directory
 * must be whole, with at most MAX_ZIP_ENTRIES safe names, entries that do not overlap, and declared
 * sizes within the limits (total and ratio). Inflating then enforces the declared sizes, so a part
 * that lies about its size is stopped as soon as it exceeds it.
 */
export class ZipArchive {
  private readonly entries = new Map<string, ZipEntry>();

  private constructor(
    private readonly source: ZipSource,
    entries: ZipEntry[],
  ) {
    for (const entry of entries) this.entries.set(entry.name, entry);
  }

  static open(
    input: Buffer | ZipSource,
    limits: ZipLimits = { maxUncompressedBytes: DEFAULT_MAX_UNCOMPRESSED_BYTES },
  ): ZipArchive {
    const source = Buffer.isBuffer(input) ? new BufferSource(input) : input;
    if (sniffFileType(source.read(0, 8)) !== 'zip') throw corrupt();
    const { count, directoryOffset, directorySize } = readEndOfCentralDirectory(source);
    if (count > MAX_ZIP_ENTRIES) throw new ImportError(ImportErrorCode.ZipBomb);
    if (directoryOffset + directorySize > source.length || directorySize > MAX_DIRECTORY_BYTES) throw corrupt();
    // The central directory, in memory (at most MAX_ZIP_ENTRIES records); positions are relative to it.
    const bytes = source.read(directoryOffset, directorySize);

    const entries: ZipEntry[] = [];
    const names = new Set<string>();
    const ranges: Array<[number, number]> = [];
    let total = 0;
    let position = 0;
    for (let index = 0; index < count; index++) {
      if (position + 46 > bytes.length || bytes.readUInt32LE(position) !== CENTRAL_SIGNATURE) throw corrupt();
      const flags = bytes.readUInt16LE(position + 8);
      const method = bytes.readUInt16LE(position + 10);
      let compressedSize = bytes.readUInt32LE(position + 20);
      let uncompressedSize = bytes.readUInt32LE(position + 24);
      const nameLength = bytes.readUInt16LE(position + 28);
      const extraLength = bytes.readUInt16LE(position + 30);
      const commentLength = bytes.readUInt16LE(position + 32);
      let localOffset = bytes.readUInt32LE(position + 42);
      const nameStart = position + 46;
      const extraStart = nameStart + nameLength;
      const next = extraStart + extraLength + commentLength;
      if (next > bytes.length) throw corrupt();
      const name = bytes.toString('utf8', nameStart, extraStart);

      if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) {
        ({ compressedSize, uncompressedSize, localOffset } = readZip64Extra(
          bytes.subarray(extraStart, extraStart + extraLength),
          { compressedSize, uncompressedSize, localOffset },
        ));
      }
      position = next;

      if (isUnsafeName(name)) throw new ImportError(ImportErrorCode.UnsafeZipPath);
      if (names.has(name)) throw corrupt();
      names.add(name);
      if (flags & 0x1) throw new ImportError(ImportErrorCode.LegacyXls); // encrypted entry
      if (name.endsWith('/')) continue; // directory
      if (method !== 0 && method !== 8) throw corrupt();

      total += uncompressedSize;
      if (total > limits.maxUncompressedBytes) throw new ImportError(ImportErrorCode.ZipBomb);
      if (uncompressedSize > COMPRESSION_RATIO_MIN_BYTES && uncompressedSize > compressedSize * MAX_COMPRESSION_RATIO) {
        throw new ImportError(ImportErrorCode.ZipBomb);
      }

      const local = source.read(localOffset, 30);
      if (local.length < 30 || local.readUInt32LE(0) !== LOCAL_SIGNATURE) throw corrupt();
      const dataOffset = localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      if (dataOffset + compressedSize > source.length) throw corrupt();
      if (method === 0 && compressedSize !== uncompressedSize) throw corrupt();
      ranges.push([localOffset, dataOffset + compressedSize]);
      entries.push({ name, method, compressedSize, uncompressedSize, dataOffset });
    }

    // Entries sharing compressed data are the classic way to multiply a small file (overlap bomb).
    ranges.sort((a, b) => a[0] - b[0]);
    for (let index = 1; index < ranges.length; index++) {
      if (ranges[index][0] < ranges[index - 1][1]) throw new ImportError(ImportErrorCode.ZipBomb);
    }
    return new ZipArchive(source, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  get(name: string): ZipEntry | undefined {
    return this.entries.get(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * The inflated bytes of an entry, in chunks, never more than it declared. XML parts are
   * scanned on the way for DOCTYPE / ENTITY declarations (XXE, billion laughs), which are refused.
   * @param chunkBytes larger only for a reader that never turns the chunks into text (each chunk
   *   is a round trip to libuv's pool and back, slow when the thread is busy with other work)
   */
  async *bytesOf(name: string, chunkBytes = CHUNK_BYTES): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw corrupt();
    const scanner = isXmlPart(name) ? new ForbiddenXmlScanner() : null;
    const compressed = (function* (source: ZipSource) {
      for (let offset = 0; offset < entry.compressedSize; offset += chunkBytes) {
        yield source.read(entry.dataOffset + offset, Math.min(chunkBytes, entry.compressedSize - offset));
      }
    })(this.source);
    let produced = 0;
    const check = (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) throw new ImportError(ImportErrorCode.ZipBomb);
      scanner?.feed(chunk);
    };

    if (entry.method === 0) {
      for (const chunk of compressed) {
        check(chunk);
        yield chunk;
      }
      return;
    }

    const input = Readable.from(compressed, { objectMode: false });
    const inflate = zlib.createInflateRaw({ chunkSize: chunkBytes });
    input.on('error', (error) => inflate.destroy(error));
    input.pipe(inflate);
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        check(chunk);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw corrupt();
    } finally {
      input.destroy();
      inflate.destroy();
    }
    if (produced !== entry.uncompressedSize) throw corrupt();
  }

  /**
   * The entry as text. A StringDecoder carries a multi-byte UTF-8 character cut by a chunk boundary
   * over to the next chunk: decoding each chunk on its own (as exceljs's reader does) turns it into
   * U+FFFD (exceljs issues #2063, #2316).
   */
  async *textOf(name: string): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8');
    for await (const chunk of this.bytesOf(name)) {
      const text = decoder.write(chunk);
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  }

  /** Reads the prolog of every XML part (up to its root element), refusing DOCTYPE/ENTITY. */
  async assertSafeXmlPrologs(): Promise<void> {
    for (const name of this.entries.keys()) {
      if (!isXmlPart(name)) continue;
      let seen = '';
      for await (const chunk of this.bytesOf(name)) {
        seen += chunk.toString('latin1');
        if (/<[A-Za-z_:]/.test(seen) || seen.length > 64 * 1024) break;
      }
    }
  }
}

function isXmlPart(name: string): boolean {
  return /\.(xml|rels|vml)$/i.test(name);
}

function readEndOfCentralDirectory(source: ZipSource): {
  count: number;
  directoryOffset: number;
  directorySize: number;
} {
  // The end record is in the last 22 bytes plus an optional comment of up to 64 KiB.
  const tailStart = Math.max(0, source.length - 22 - 0xffff - 20);
  const bytes = source.read(tailStart, source.length - tailStart);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let position = bytes.length - 22; position >= lowest; position--) {
    if (bytes.readUInt32LE(position) !== EOCD_SIGNATURE) continue;
    let count = bytes.readUInt16LE(position + 10);
    let directorySize = bytes.readUInt32LE(position + 12);
    let directoryOffset = bytes.readUInt32LE(position + 16);
    if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      const locator = position - 20;
      if (locator < 0 || bytes.readUInt32LE(locator) !== EOCD64_LOCATOR_SIGNATURE) throw corrupt();
      const recordOffset = Number(bytes.readBigUInt64LE(locator + 8));
      const record = source.read(recordOffset, 56);
      if (record.length < 56 || record.readUInt32LE(0) !== EOCD64_SIGNATURE) throw corrupt();
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryOffset = Number(record.readBigUInt64LE(48));
    }
    return { count, directoryOffset, directorySize };
  }
  throw corrupt();
}

function readZip64Extra(
  extra: Buffer,
  sizes: { compressedSize: number; uncompressedSize: number; localOffset: number },
): { compressedSize: number; uncompressedSize: number; localOffset: number } {
  let position = 0;
  while (position + 4 <= extra.length) {
    const id = extra.readUInt16LE(position);
    const size = extra.readUInt16LE(position + 2);
    if (id === 0x0001) {
      let field = position + 4;
      const read = () => {
        if (field + 8 > position + 4 + size) throw corrupt();
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const result = { ...sizes };
      if (sizes.uncompressedSize === 0xffffffff) result.uncompressedSize = read();
      if (sizes.compressedSize === 0xffffffff) result.compressedSize = read();
      if (sizes.localOffset === 0xffffffff) result.localOffset = read();
      return result;
    }
    position += 4 + size;
  }
  throw corrupt();
}
