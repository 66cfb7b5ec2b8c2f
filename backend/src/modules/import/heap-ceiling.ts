import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a long import from growing the worker's heap. V8 sizes its old generation from the
 * allocation rate, so during an import it lets garbage pile up to two or three times the live
 * size before collecting (its limit can only be set on the command line, which operators and
 * `node dist/worker.js` do not pass). Between batches, once the heap has grown by more than the
 * headroom since the import started, a full collection brings it back.
 */
export class HeapCeiling {
  private static collect: (() => void) | null | undefined;
  private readonly baseline = process.memoryUsage().heapUsed;

  constructor(private readonly headroomBytes: number) {}

  /** Call between batches; cheap when under the ceiling. */
  check(): void {
    if (process.memoryUsage().heapUsed - this.baseline < this.headroomBytes) return;
    HeapCeiling.collector()?.();
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
