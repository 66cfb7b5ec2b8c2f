import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

import { whenIdle } from '@/hooks/use-idle';

/** How far below the window a deferred part starts rendering, so that scrolling never reaches an empty place. */
const AHEAD = '600px';

/** Parts waiting for the browser to be idle, in page order: one renders per idle period. */
const waiting: Array<() => void> = [];
let cancelTurn: (() => void) | undefined;

function nextTurn() {
  cancelTurn = whenIdle(() => {
    cancelTurn = undefined;
    waiting.shift()?.();
    if (waiting.length > 0) nextTurn();
  });
}

/** Queues `reveal` for an idle period of its own; returns the way to leave the queue. */
function revealWhenIdle(reveal: () => void): () => void {
  waiting.push(reveal);
  if (!cancelTurn) nextTurn();
  return () => {
    const index = waiting.indexOf(reveal);
    if (index >= 0) waiting.splice(index, 1);
  };
}

type DeferredProps = {
  children: ReactNode;
  /** Render at once (the page was opened at an anchor inside it, say). */
  immediately?: boolean;
};

/**
 * A part of a page below the first screen, out of the page's first render: it renders when it comes near the window
 * or when the browser is idle, whichever is first, each deferred part in an idle period of its own. The first
 * render (and its layout) then covers what the shopper sees, and the start-up runs in shorter tasks (issue 22). Only
 * for parts the server's markup does not show above them, or their arrival would move what is on screen.
 */
export function Deferred({ children, immediately = false }: DeferredProps) {
  const [shown, setShown] = useState(immediately);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return undefined;
    const show = () => startTransition(() => setShown(true));
    const leaveQueue = revealWhenIdle(show);
    const element = placeholder.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
        rootMargin: `0px 0px ${AHEAD} 0px`,
      });
      observer.observe(element);
    }
    return () => {
      leaveQueue();
      observer?.disconnect();
    };
  }, [shown]);

  return shown || immediately ? children : <div ref={placeholder} className="deferred" />;
}
