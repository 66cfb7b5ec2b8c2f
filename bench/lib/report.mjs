// Writes one benchmark's figures into docs/performance.md without touching the other sections.
import fs from 'node:fs';
import * as prettier from 'prettier';

/**
 * Replaces the block between `<!-- bench:<key>:start -->` and `<!-- bench:<key>:end -->`, or adds
 * it at the end of the `heading` section (created at the end of the file when missing). The file
 * is formatted with the repository's Prettier settings.
 */
export async function writeSection(file, heading, key, body) {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n\n${body.trim()}\n\n${end}`;
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n';
  if (text.includes(start) && text.includes(end)) {
    text = text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length);
  } else {
    if (!text.includes(heading)) text = `${text.trimEnd()}\n\n${heading}\n`;
    const at = text.indexOf(heading) + heading.length;
    const next = text.indexOf('\n## ', at);
    const insertAt = next === -1 ? text.length : next;
    text = `${text.slice(0, insertAt).trimEnd()}\n\n${block}\n${text.slice(insertAt)}`;
  }
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}
