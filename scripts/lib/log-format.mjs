// Turns the backend's JSON log lines into short readable ones for `npm start` (production keeps JSON).
import readline from 'node:readline';

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Nest's start-up chatter: one line per module and route, useful only when debugging Nest itself.
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RouterExplorer', 'RoutesResolver', 'NestFactory']);

export function formatLogLine(line, name) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return `${name.padEnd(6)} ${line}`;
  }
  if (typeof entry !== 'object' || entry === null || !('level' in entry)) return `${name.padEnd(6)} ${line}`;
  if (entry.level <= 30 && QUIET_CONTEXTS.has(entry.context)) return null;
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = entry.level >= 40 ? ` ${LEVELS[entry.level] ?? entry.level}` : '';
  const context = entry.context ? ` [${entry.context}]` : '';
  const request = entry.req
    ? ` ${entry.req.method} ${entry.req.url} → ${entry.res?.statusCode ?? '?'} (${entry.responseTime ?? '?'} ms)`
    : '';
  // A request's own access line says it all; a warning or error logged during a request keeps its text.
  const message = entry.req && entry.level < 40 ? '' : ` ${entry.msg ?? ''}`;
  const error = entry.err?.stack ? `\n${entry.err.stack}` : '';
  return `${time} ${name.padEnd(6)}${level}${context}${request}${message}${error}`;
}

/** Pipes a child's stdout/stderr through formatLogLine. */
export function pipeFormatted(stream, name, target) {
  readline.createInterface({ input: stream }).on('line', (line) => {
    const formatted = formatLogLine(line, name);
    if (formatted !== null) target.write(`${formatted}\n`);
  });
}
