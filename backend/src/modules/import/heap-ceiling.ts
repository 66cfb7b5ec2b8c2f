import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a long import from growing a heap (the worker's main thread, the parse thread). V8 sizes
 * its old generation from the allocation rate, so during an import it lets garbage pile up to two
 * or three times the live size before collecting. Its limit can only be set on the command line
 * (which operators and `node dist/worker.js` do not pass) or, for a thread, as a resource limit,
 * which makes V8 collect far too often (see parse-thread.client.ts). Between batches, once the
 * heap has grown by more than the headroom since the import started, a full collection brings it
 * back.
 */
export class HeapCeiling {
  private static collect: (() => void) | null | undefined;
  private readonly baseline = process.memoryUsage().heapUsed;

  constructor(private readonly headroomBytes: number) {}

  /**
   * Call between batches; cheap when under the ceiling.
   * @returns the heap in use afterwards (the live size when a collection ran)
   */
  check(): number {
    const used = process.memoryUsage().heapUsed;
    if (used - this.baseline < this.headroomBytes) return used;
    HeapCeiling.collector()?.();
    return process.memoryUsage().heapUsed;
  }

  /** V8's gc(), exposed for this process without a command-line flag (null if the engine refuses). */
  private static collector(): (() => void) | null {
    if (HeapCeiling.collect === undefined) {
      try {
        v8.setFlagsFromString('--expose-gc');
        HeapCeiling.collect = vm.runInNewContext('gc') as () => void;
      } catch {
        HeapCeiling.collect = null;
      }
    }
    return HeapCeiling.collect;
  }
}
