import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BLOCK_BYTES = 64 * 1024;
/** 16 MB of cached blocks at most, whatever the file size. */
const CACHED_BLOCKS = 256;
const WRITE_BUFFER_BYTES = 1024 * 1024;
const RECENT_STRINGS = 4096;
const TEMP_PREFIX = 'repuestos-import-';

/** Resolves a shared-string index to its text. */
export interface SharedStrings {
  get(index: number): string | undefined;
}

/**
 * The workbook's shared strings, kept on disk so that memory stays flat whatever the file size
 * (exceljs's own 'cache' mode holds them all on the heap: hundreds of MB for a large catalogue).
 * Strings are appended as UTF-8 to a temporary file with an offset index (8 bytes per string);
 * lookups read 64 KB blocks through an LRU of at most 16 MB. Sheets reference new strings in the
 * order they were added and repeat the common ones (brands, models, categories), which sit in a
 * few hot blocks, so nearly every lookup is a cache hit.
 */
export class SharedStringStore implements SharedStrings {
  private readonly file: string;
  private readonly fd: number;
  private offsets = new Float64Array(1024);
  /** 1 once a string was asked for (one byte per string). */
  private seen = new Uint8Array(1024);
  private count = 0;
  private written = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private readonly blocks = new Map<number, Buffer>();
  private readonly recent = new Map<number, string>();

  constructor(directory = os.tmpdir()) {
    this.file = path.join(
      directory,
      `${TEMP_PREFIX}${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    this.fd = fs.openSync(this.file, 'w+', 0o600);
    // Unlinked at once on Linux-like systems: the file disappears even if the process is killed.
    try {
      fs.unlinkSync(this.file);
    } catch {
      // Windows keeps it until close().
    }
  }

  get size(): number {
    return this.count;
  }

  add(text: string): void {
    const bytes = Buffer.from(text, 'utf8');
    if (this.count + 1 >= this.offsets.length) {
      const grown = new Float64Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
      const seen = new Uint8Array(this.offsets.length);
      seen.set(this.seen);
      this.seen = seen;
    }
    const start = this.written + this.pendingBytes;
    this.offsets[this.count] = start;
    this.offsets[this.count + 1] = start + bytes.length;
    this.count++;
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= WRITE_BUFFER_BYTES) this.flush();
  }

  get(index: number): string | undefined {
    const hot = this.recent.get(index);
    if (hot !== undefined) return hot;
    const text = this.read(index);
    // Brands, models and categories repeat on every row: they are kept decoded once asked for a
    // second time. Strings asked for once (titles, descriptions) are not kept: holding them would
    // only move garbage into the old generation.
    if (text !== undefined && index < this.seen.length) {
      if (this.seen[index] === 0) {
        this.seen[index] = 1;
      } else {
        if (this.recent.size >= RECENT_STRINGS) this.recent.clear();
        this.recent.set(index, text);
      }
    }
    return text;
  }

  private read(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const start = this.offsets[index];
    const end = this.offsets[index + 1];
    if (end === start) return '';
    // Strings are read while later ones are still being added (the sheet streams meanwhile).
    if (end > this.written) this.flush();
    const block = Math.floor(start / BLOCK_BYTES);
    if (Math.floor((end - 1) / BLOCK_BYTES) !== block) {
      const buffer = Buffer.allocUnsafe(end - start);
      fs.readSync(this.fd, buffer, 0, buffer.length, start);
      return buffer.toString('utf8');
    }
    const offset = block * BLOCK_BYTES;
    let data = this.block(block);
    // The last block may have been cached before it was full.
    if (end - offset > data.length) {
      this.blocks.delete(block);
      data = this.block(block);
    }
    return data.toString('utf8', start - offset, end - offset);
  }

  close(): void {
    this.blocks.clear();
    this.recent.clear();
    try {
      fs.closeSync(this.fd);
    } catch {
      // already closed
    }
    fs.rmSync(this.file, { force: true });
  }

  private block(index: number): Buffer {
    const cached = this.blocks.get(index);
    if (cached) return cached; // evicted in load order: cheap, and good enough for this access pattern
    const start = index * BLOCK_BYTES;
    const length = Math.min(BLOCK_BYTES, this.written - start);
    // The least recently used block's memory is reused rather than allocating a new one.
    let memory: Buffer;
    if (this.blocks.size >= CACHED_BLOCKS) {
      const oldest = this.blocks.keys().next().value as number;
      const evicted = this.blocks.get(oldest) as Buffer;
      this.blocks.delete(oldest);
      memory = Buffer.from(evicted.buffer, evicted.byteOffset, BLOCK_BYTES);
    } else {
      memory = Buffer.allocUnsafe(BLOCK_BYTES);
    }
    const buffer = memory.subarray(0, length);
    fs.readSync(this.fd, buffer, 0, length, start);
    this.blocks.set(index, buffer);
    return buffer;
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    const data = Buffer.concat(this.pending, this.pendingBytes);
    let done = 0;
    while (done < data.length) done += fs.writeSync(this.fd, data, done, data.length - done, this.written + done);
    this.written += data.length;
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** Shared strings of a small read (the header row): kept in memory, only up to the indexes asked for. */
export class InMemorySharedStrings implements SharedStrings {
  readonly values: string[] = [];

  get(index: number): string | undefined {
    return this.values[index];
  }
}
