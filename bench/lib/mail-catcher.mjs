// The local mail catcher (scripts/lib/mail-catcher.mjs) for benches that run the app in production
// mode, which requires SMTP_URL and MAIL_FROM: the shop's e-mails go there and never out.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../../scripts/lib/app.mjs';
import { findFreePort } from '../../scripts/lib/proc.mjs';

/** The sender the benches give the shop. */
export const BENCH_MAIL_FROM = 'no-reply@tienda.localhost';

/** The mail catcher as a process of its own, so parsing e-mails costs the load generator nothing. */
export async function startCatcherProcess() {
  const [smtpPort, httpPort] = [await findFreePort(), await findFreePort()];
  const child = spawn('node', [path.join(ROOT, 'scripts/lib/mail-catcher.mjs')], {
    env: { ...process.env, MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(httpPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`El buzón de correos terminó (código ${code})`)));
  });
  return {
    pid: child.pid,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}
