// A local mail catcher: an SMTP server that delivers nowhere, and a web page listing every message
// it caught. `npm start` runs it when SMTP_URL is unset, the browser journeys read it through its
// JSON API, and docker-compose's `dev` profile runs this file on its own:
//   node scripts/lib/mail-catcher.mjs   (MAIL_CATCHER_HOST, MAIL_CATCHER_SMTP_PORT, MAIL_CATCHER_HTTP_PORT)
// Built on smtp-server + mailparser (already the API tests' SMTP server) instead of maildev, which
// brings a few hundred packages for the same page.
import http from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
// Loaded when a catcher starts, not when this file is imported: `npm start` and `npm test` import it
// before they install the npm dependencies of a fresh clone.
const loadSmtpServer = () => require('smtp-server').SMTPServer;
const loadMailParser = () => require('mailparser').simpleParser;

/** Messages kept (oldest dropped first): a page to look at, not an archive. */
const MAX_MESSAGES = 500;
/** Largest message accepted, in bytes. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

const escapeHtml = (text) => String(text ?? '').replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const addressText = (value) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((item) => item.text).join(', ');

function listPage(messages) {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.date).toLocaleString('es-CL', { timeZone: 'America/Santiago' }))}</td>` +
        `<td>${escapeHtml(message.to.join(', '))}</td>` +
        `<td><a href="/messages/${message.id}">${escapeHtml(message.subject || '(sin asunto)')}</a></td></tr>`,
    )
    .join('');
  return page(
    'Correos de la tienda',
    `<p>Todo correo que envía la tienda local queda aquí; ninguno sale de este equipo. ` +
      `<form method="post" action="/clear" style="display:inline"><button>Vaciar</button></form></p>` +
      (messages.length === 0
        ? '<p>Todavía no hay correos.</p>'
        : `<table><thead><tr><th>Fecha</th><th>Para</th><th>Asunto</th></tr></thead><tbody>${rows}</tbody></table>`),
  );
}

function messagePage(message) {
  return page(
    message.subject || '(sin asunto)',
    `<p><a href="/">← Todos los correos</a></p>
<dl><dt>De</dt><dd>${escapeHtml(message.from)}</dd><dt>Para</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
<dt>Fecha</dt><dd>${escapeHtml(new Date(message.date).toLocaleString('es-CL', { timeZone: 'America/Santiago' }))}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(message.messageId)}</dd></dl>
${message.html ? `<h2>HTML</h2><iframe title="Correo en HTML" sandbox src="/messages/${message.id}/html"></iframe>` : ''}
<h2>Texto</h2><pre>${escapeHtml(message.text)}</pre>`,
  );
}

const page = (title, body) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem auto;max-width:70rem;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e5e7eb;padding:.4rem;text-align:left}
iframe{width:100%;height:70vh;border:1px solid #e5e7eb}pre{white-space:pre-wrap;background:#f3f6fc;padding:1rem}
dt{font-weight:600}dd{margin:0 0 .4rem}
</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * Starts the catcher on `host` (loopback by default). Port 0 picks a free one; a preferred port that
 * is taken falls back to a free one too.
 * @returns {{ smtpUrl: string, webUrl: string, messages: object[], stop: () => Promise<void> }}
 */
export async function startMailCatcher({ host = '127.0.0.1', smtpPort = 0, httpPort = 0 } = {}) {
  const SMTPServer = loadSmtpServer();
  const simpleParser = loadMailParser();
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // Stopping does not wait for a client that keeps its connection open.
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'local' }),
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.unshift({
            id: nextId++,
            date: new Date().toISOString(),
            from: addressText(parsed.from),
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          messages.length = Math.min(messages.length, MAX_MESSAGES);
          callback();
        })
        .catch((error) => callback(error));
    },
  });
  smtp.on('error', () => undefined);

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const send = (status, type, body, headers = {}) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      response.end(body);
    };
    const byId = (raw) => messages.find((message) => String(message.id) === raw);
    if (request.method === 'GET' && url.pathname === '/')
      return send(200, 'text/html; charset=utf-8', listPage(messages));
    if (request.method === 'POST' && url.pathname === '/clear') {
      messages.length = 0;
      return send(303, 'text/plain', '', { location: '/' });
    }
    // JSON for the browser journeys: newest first, `?to=` one recipient (any case).
    if (request.method === 'GET' && url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
      return send(200, 'application/json; charset=utf-8', JSON.stringify(found));
    }
    if (request.method === 'DELETE' && url.pathname === '/api/messages') {
      messages.length = 0;
      return send(204, 'text/plain', '');
    }
    const html = /^\/messages\/(\d+)\/html$/.exec(url.pathname);
    if (request.method === 'GET' && html && byId(html[1])) {
      // The e-mail's own markup, scripts off: shown inside a sandboxed frame.
      return send(200, 'text/html; charset=utf-8', byId(html[1]).html, {
        'content-security-policy': "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'",
      });
    }
    const one = /^\/messages\/(\d+)$/.exec(url.pathname);
    if (request.method === 'GET' && one && byId(one[1])) {
      return send(200, 'text/html; charset=utf-8', messagePage(byId(one[1])));
    }
    return send(404, 'text/plain; charset=utf-8', 'No encontrado');
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      const onError = (error) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE' && port !== 0) resolve(listen(server, 0));
        else reject(error);
      };
      const onListening = () => {
        server.off('error', onError);
        resolve(server.address().port);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port, host);
    });

  const boundSmtp = await listen(smtp.server, smtpPort);
  const boundWeb = await listen(web, httpPort);
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    smtpUrl: `smtp://${shown}:${boundSmtp}`,
    webUrl: `http://${shown}:${boundWeb}`,
    messages,
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => {
          web.closeAllConnections?.();
          web.close(() => resolve());
        }),
      ]).then(() => undefined),
  };
}

// Run on its own (docker-compose's dev profile).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const catcher = await startMailCatcher({
    host: process.env.MAIL_CATCHER_HOST ?? '127.0.0.1',
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
    httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080),
  });
  console.log(`Buzón de correos: SMTP ${catcher.smtpUrl}, página ${catcher.webUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void catcher.stop().then(() => process.exit(0)));
}
