// The local mail catcher of `npm start` and the browser journeys (scripts/lib/mail-catcher.mjs), spoken
// to over a real SMTP conversation.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { startMailCatcher } from '../lib/mail-catcher.mjs';

/** Sends one message with a bare SMTP conversation; resolves with the server's answer to the data. */
function sendMail(smtpUrl, { from, to, raw }) {
  const { hostname, port } = new URL(smtpUrl);
  const commands = [`EHLO test`, `MAIL FROM:<${from}>`, `RCPT TO:<${to}>`, 'DATA', `${raw}\r\n.`, 'QUIT'];
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let buffer = '';
    let step = -1;
    let dataAnswer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      // Each complete reply ends with a line "NNN text" (no dash after the code).
      while (/^\d{3} .*\r\n/m.test(buffer)) {
        const match = /^(\d{3}) .*\r\n/m.exec(buffer);
        const reply = buffer.slice(0, match.index + match[0].length);
        buffer = buffer.slice(match.index + match[0].length);
        if (step === 4) dataAnswer = reply.trim();
        step += 1;
        if (step < commands.length) socket.write(`${commands[step]}\r\n`);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(dataAnswer));
  });
}

const message = (subject, html) =>
  [
    'From: Tienda <no-reply@tienda.localhost>',
    'To: Ana <Ana@Example.cl>',
    `Subject: ${subject}`,
    'Message-ID: <prueba-1@tienda.localhost>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Total: $12.990',
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '--b--',
  ].join('\r\n');

describe('mail catcher', () => {
  let catcher;

  before(async () => {
    catcher = await startMailCatcher();
  });

  after(async () => {
    await catcher?.stop();
  });

  it('should listen on loopback only and catch a message, listed newest first by recipient in any case', async () => {
    assert.match(catcher.smtpUrl, /^smtp:\/\/127\.0\.0\.1:\d+$/);
    assert.match(catcher.webUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await sendMail(catcher.smtpUrl, {
      from: 'no-reply@tienda.localhost',
      to: 'Ana@Example.cl',
      raw: message('Recibimos tu pedido #7', '<p>Total: <b>$12.990</b></p>'),
    });
    assert.match(answer, /^250 /);
    const found = await (await fetch(`${catcher.webUrl}/api/messages?to=ANA@example.cl`)).json();
    assert.equal(found.length, 1);
    assert.deepEqual(
      { to: found[0].to, subject: found[0].subject, messageId: found[0].messageId, text: found[0].text.trim() },
      {
        to: ['ana@example.cl'],
        subject: 'Recibimos tu pedido #7',
        messageId: '<prueba-1@tienda.localhost>',
        text: 'Total: $12.990',
      },
    );
    const none = await (await fetch(`${catcher.webUrl}/api/messages?to=otra@example.cl`)).json();
    assert.deepEqual(none, []);
  });

  it("should show the messages on its page with the subject escaped, and serve each e-mail's HTML with scripts off", async () => {
    await sendMail(catcher.smtpUrl, {
      from: 'no-reply@tienda.localhost',
      to: 'ana@example.cl',
      raw: message('<script>alert(1)</script>', '<p>hola</p><script>alert(2)</script>'),
    });
    const page = await (await fetch(`${catcher.webUrl}/`)).text();
    assert.ok(page.includes('&#60;script&#62;alert(1)&#60;/script&#62;'));
    assert.ok(!page.includes('<script>alert(1)'));
    const [newest] = await (await fetch(`${catcher.webUrl}/api/messages`)).json();
    const html = await fetch(`${catcher.webUrl}/messages/${newest.id}/html`);
    assert.match(html.headers.get('content-security-policy'), /^sandbox;/);
    assert.equal((await fetch(`${catcher.webUrl}/messages/999999`)).status, 404);
  });

  it('should empty its list on request', async () => {
    assert.equal((await fetch(`${catcher.webUrl}/api/messages`, { method: 'DELETE' })).status, 204);
    assert.deepEqual(await (await fetch(`${catcher.webUrl}/api/messages`)).json(), []);
  });

  it('should take a free port when the preferred one is busy', async () => {
    const busy = net.createServer();
    await new Promise((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const taken = busy.address().port;
    const second = await startMailCatcher({ smtpPort: taken, httpPort: taken });
    try {
      assert.notEqual(new URL(second.smtpUrl).port, String(taken));
      assert.notEqual(new URL(second.webUrl).port, String(taken));
      assert.equal((await fetch(`${second.webUrl}/api/messages`)).status, 200);
    } finally {
      await second.stop();
      busy.close();
    }
  });
});
