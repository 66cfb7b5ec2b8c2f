import { useEffect, useState, type RefObject } from 'react';

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
 * once a frame, when the page scrolls, resizes or changes.
 */
export function useCoversControl(target: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof document.elementsFromPoint !== 'function') return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      setCovers(coversControl(element));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that arrives without a scroll (a list loads, a checkout step changes).
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      mutations.disconnect();
    };
  }, [target]);
  return covers;
}
