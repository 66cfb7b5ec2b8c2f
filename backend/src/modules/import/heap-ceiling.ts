import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a long import from growing a heap (the worker's main thread, the parse thread). V8 sizes
 * its old generation from the allocation rate, so during an import it lets garbage pile up to two
 * or three times the live size before collecting. Its limit can only be set on the command line
 * (which operators and `node dist/worker.js` do not pass) or, for a thread, as a resource limit,
 * which makes V8 collect far too often (see parse-thread.client.ts). Between batches, once the
 * old generation has grown by more than the headroom since the import started, a full collection
 * brings it back. The young generation is left out: V8 empties it on its own, often and cheaply,
 * and counting what it holds (up to a semi-space of garbage) forced a full collection after nearly
 * every batch once the headroom was small.
 */
export class HeapCeiling {
  private static collect: (() => void) | null | undefined;
  private readonly baseline: number;

  /**
   * Starts with a full collection, so that the ceiling is the live heap plus the headroom: the heap
   * in use when an import starts also holds the garbage of what ran before (the workbook's copy in
   * slices, the previous import), which would otherwise raise the ceiling by as much.
   */
  constructor(private readonly headroomBytes: number) {
    HeapCeiling.collector()?.();
    this.baseline = oldGenerationUsed();
  }

  /**
   * Call between batches; cheap when under the ceiling.
   * @returns the old generation in use afterwards (the live size when a collection ran)
   */
  check(): number {
    const used = oldGenerationUsed();
    if (used - this.baseline < this.headroomBytes) return used;
    HeapCeiling.collector()?.();
    return oldGenerationUsed();
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

/** Young generation spaces: collected by V8 on its own (scavenges). */
const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space']);

/** Bytes in use in the heap's spaces other than the young generation. */
function oldGenerationUsed(): number {
  let used = 0;
  for (const space of v8.getHeapSpaceStatistics()) {
    if (!YOUNG_SPACES.has(space.space_name)) used += space.space_used_size;
  }
  return used;
}
