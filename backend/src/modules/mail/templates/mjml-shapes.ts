import { type EmailContent, layoutMjml, type ShopIdentity } from './layout';

/** Shapes of message kept compiled (kind × blocks × lines); a shop has a few dozen. */
const SHAPES_MAX = 200;
/** Placeholder for the n-th value of a message: plain text that MJML keeps as it is. */
const placeholder = (index: number) => `%%mail-value-${index}%%`;
const PLACEHOLDERS = /%%mail-value-(\d+)%%/g;

/**
 * MJML's compiler, loaded with the first shape compiled: its modules (MJML, juice, cheerio, js-beautify…) add
 * about 60 MB to a process and 0.3 s to its start, and the API, which never sends mail, and a worker busy with an
 * import need none of it.
 */
let compiler: Promise<typeof import('mjml')> | undefined;
const loadCompiler = () => (compiler ??= import('mjml').then((module) => module.default));

/**
 * MJML → HTML, compiled once per shape of message. Compiling costs about 14 ms of CPU per message, in the worker
 * that also runs imports. The MJML is written with a placeholder for every value (escaped text, amounts, links), so
 * messages of the same shape share one compiled HTML and only their values are put in: MJML copies text and
 * attribute values through unchanged (the spec compares the result with a direct compilation of every kind).
 */
export class MjmlShapes {
  /** Compiled HTML by shape (the MJML with placeholders), oldest first. */
  private readonly compiled = new Map<string, string>();

  async html(shop: ShopIdentity, content: EmailContent): Promise<string> {
    const values: string[] = [];
    const shape = layoutMjml(shop, content, (html) => placeholder(values.push(html) - 1));
    let compiled = this.compiled.get(shape);
    if (compiled === undefined) {
      // 'strict' throws on invalid MJML: a template bug fails the send visibly instead of mailing garbage.
      const mjml2html = await loadCompiler();
      compiled = (await mjml2html(shape, { validationLevel: 'strict', keepComments: false })).html;
      if (this.compiled.size >= SHAPES_MAX) this.compiled.delete(this.compiled.keys().next().value!);
      this.compiled.set(shape, compiled);
    }
    // One pass: a value that happens to read like a placeholder is put in as it is, never expanded.
    return compiled.replace(PLACEHOLDERS, (_, index: string) => values[Number(index)]);
  }

  /** How many shapes are compiled (for the spec). */
  get size(): number {
    return this.compiled.size;
  }
}
