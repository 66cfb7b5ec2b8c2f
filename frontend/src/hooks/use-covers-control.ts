import { useEffect, useState, type RefObject } from 'react';

import { whenIdle } from '@/hooks/use-idle';

/** What a shopper can operate: fields, buttons, links and the like. */
const CONTROL =
  'a[href], button, input:not([type="hidden"]), select, textarea, label, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';

/**
 * Links and labels this many times the element's own area or more are cards (a product card, a delivery option):
 * covering a corner of one leaves most of it to click.
 */
const CARD_AREA_RATIO = 6;

function coversControl(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const ownArea = rect.width * rect.height;
  const xs = [rect.left + 2, rect.left + rect.width / 2, rect.right - 2];
  const ys = [rect.top + 2, rect.top + rect.height / 2, rect.bottom - 2];
  for (const x of xs) {
    for (const y of ys) {
      for (const hit of document.elementsFromPoint(x, y)) {
        if (element.contains(hit)) continue;
        const control = hit.closest(CONTROL);
        if (!control || control.contains(element)) continue;
        const box = control.getBoundingClientRect();
        const isCard = control.matches('a, label') && box.width * box.height >= CARD_AREA_RATIO * ownArea;
        if (!isCard) return true;
      }
    }
  }
  return false;
}

/**
 * Whether a floating element (fixed in the window) is over one of the page's controls now: checked again, at most
 * once a frame, when the page scrolls or resizes, and when the browser is idle after the page changed. Each check
 * lays the page out (elementsFromPoint): run on every change while the page starts (lists, pictures and lazy
 * screens arriving), it was the largest piece of script in the start-up's long tasks (issue 22).
 */
export function useCoversControl(target: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof document.elementsFromPoint !== 'function') return undefined;
    let frame = 0;
    let cancelIdle: (() => void) | undefined;
    const check = () => {
      window.cancelAnimationFrame(frame);
      frame = 0;
      cancelIdle?.();
      cancelIdle = undefined;
      setCovers(coversControl(element));
    };
    // The shopper moves the page: follow it frame by frame.
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    // Content that arrives without a scroll (a list loads, a checkout step changes): once things settle.
    const scheduleWhenIdle = () => {
      if (frame === 0 && !cancelIdle) cancelIdle = whenIdle(check, 1000);
    };
    scheduleWhenIdle();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const mutations = new MutationObserver(scheduleWhenIdle);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.cancelAnimationFrame(frame);
      cancelIdle?.();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
    };
  }, [target]);
  return covers;
}
