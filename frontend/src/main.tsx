// Global styles first so component stylesheets (imported by the modules below) can refine them.
import '@/styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * The server sends storefront pages with their content already in #root: that markup paints as soon as
 * the stylesheets arrive. Evaluating the application (the largest script) before that first frame would
 * hold the paint back behind it on a slow phone, so the entry stays tiny and imports the application
 * after the first frame. index.html links the application's stylesheets; its scripts start downloading
 * here, after the stylesheets and the page's images had the connection to themselves (see appStartStyles
 * in vite.config.ts).
 */
function afterFirstPaint(run: () => void) {
  // A hidden tab paints nothing (and pauses requestAnimationFrame): start at once.
  if (document.visibilityState !== 'visible') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

/** Lets the browser run what is waiting (input, a frame) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterFirstPaint(async () => {
  // Evaluating the start-up code is long on a slow phone: React, the other libraries (router, store) and the
  // application are chunks of their own (vite.config.ts), each evaluated in a task of its own, and the
  // application starts in the task after its evaluation.
  await import('react-dom/client');
  await nextTask();
  await import('@/app/libraries');
  await nextTask();
  const { startApp } = await import('@/app/start');
  await nextTask();
  await startApp(container);
});
