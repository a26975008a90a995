// The app's one toast system (docs/requirements.md#toasts, docs/requirements.md#toast-settings): Ark UI toaster, at most one toast visible, 5000 ms by default,
// default and destructive variants, optional action, close control, F8 moves focus to the region, swipe right
// (50 px) dismisses, and each toast goes where it covers the fewest of the page's controls (toaster-view.tsx).
// This module is the light front: `toast()` and <AppToaster/> load the Ark toaster (toaster-view.tsx) on the
// first toast, so the landing page's JavaScript stays small (docs/decisions/140-prerendered-landing-and-light-shell.md).
import { lazy, Suspense, useEffect, useState } from 'react';
import type * as ToasterViewModule from './toaster-view';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** A toast dragged this far to the right is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  duration?: number;
}

let toasterView: Promise<typeof ToasterViewModule> | null = null;
const loadToasterView = () => (toasterView ??= import('./toaster-view'));

// <AppToaster/> renders nothing until the first toast asks for it.
let toastRequested = false;
const mountListeners = new Set<() => void>();

let toastCounter = 0;

/**
 * Show a toast; returns its id. Safe to call from effects and render-time redirects: the toaster re-renders
 * with flushSync, which React refuses while it is committing, so the toast is created once the current work
 * has finished (and once the toaster's code has loaded, on the very first toast).
 */
export function toast(input: ToastInput): string {
  toastCounter += 1;
  const id = `toast-${toastCounter}`;
  toastRequested = true;
  mountListeners.forEach((mount) => mount());
  void loadToasterView().then((view) => queueMicrotask(() => view.showToast(id, input)));
  return id;
}

/** Removes every toast (tests use it between cases). */
export async function dismissAllToasts(): Promise<void> {
  if (toasterView) (await toasterView).dismissAll();
}

const ToasterView = lazy(() => loadToasterView().then((view) => ({ default: view.ToasterView })));

export function AppToaster() {
  const [mounted, setMounted] = useState(toastRequested);
  useEffect(() => {
    const mount = () => setMounted(true);
    mountListeners.add(mount);
    if (toastRequested) mount();
    return () => {
      mountListeners.delete(mount);
    };
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
