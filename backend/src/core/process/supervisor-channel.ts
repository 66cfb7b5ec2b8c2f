/**
 * A process started by a supervisor with an IPC channel (npm start, scripts/lib/app.mjs) stops as on
 * SIGTERM when the channel closes, that is when the supervisor is gone however it ended: the workers
 * run in sessions of their own, where neither the terminal's hang-up nor Ctrl-C reaches them, and a
 * worker left behind would go on taking jobs with no one to stop it. Without a channel (docker,
 * systemd, tests) nothing changes. The channel itself keeps nothing running.
 */
export function stopWithSupervisor(): void {
  if (typeof process.send !== 'function') return;
  const stop = () => void process.kill(process.pid, 'SIGTERM');
  // Gone while this process was starting.
  if (!process.connected) return stop();
  process.channel?.unref();
  process.once('disconnect', stop);
}
