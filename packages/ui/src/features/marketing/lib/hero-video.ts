// When the hero's background video may start. The poster paints first (it is the LCP candidate); the video
// is only a nicety, so it waits until the page has loaded and the main thread is idle, and never plays
// for visitors who ask for less motion or less data.

export interface HeroVideoContext {
  hasVideo: boolean;
  prefersReducedMotion: boolean;
  saveData: boolean;
}

export function shouldPlayHeroVideo({ hasVideo, prefersReducedMotion, saveData }: HeroVideoContext): boolean {
  return hasVideo && !prefersReducedMotion && !saveData;
}

export function readHeroVideoContext(hasVideo: boolean): HeroVideoContext {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    hasVideo,
    prefersReducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    saveData: connection?.saveData === true,
  };
}

/** Runs `callback` once the load event has fired and the browser reports idle time; returns a canceller. */
export function afterLoadAndIdle(callback: () => void, idleTimeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    if (!cancelled) callback();
  };
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(fire, { timeout: idleTimeoutMs });
    } else {
      timeoutHandle = setTimeout(fire, 200);
    }
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleHandle !== undefined) window.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== undefined) clearTimeout(timeoutHandle);
  };
}
