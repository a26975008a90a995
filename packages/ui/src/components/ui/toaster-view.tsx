// The Ark UI toaster itself. Loaded on the first toast (see toast.tsx) so that pages which never show one,
// like the landing page, do not download it.
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { cn } from '../../lib/cn';
import { onOpenDialogsChange, topOpenDialog } from './dialog';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX, type ToastInput } from './toast';

type Placement = 'top' | 'bottom' | 'bottom-end';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What toastPlacement needs from the page. */
export interface PageLayout {
  width: number;
  height: number;
  /** Visible controls of the page's content (main and open dialogs; not the header), in viewport coordinates. */
  controls: readonly Box[];
  /** The control just used (the focused one), when there is one. */
  acted?: Box | undefined;
  /**
   * What a toast must never cover (`[data-toast-avoid]`, e.g. the desk's navigation), in viewport coordinates, on
   * screen or not: one scrolled out of view comes back under the toast when the page is scrolled back.
   */
  avoid?: readonly AvoidBox[] | undefined;
  /** How far the page is scrolled down (`y`) and can be (`max`); none: it does not scroll. */
  scroll?: { y: number; max: number } | undefined;
}

/** An element a toast must never cover; `fixed`: it stays put when the page scrolls (it or a box it is in is fixed). */
export type AvoidBox = Box & { fixed?: boolean };

/**
 * Every place of the viewport `kept` can be in while the toast is up: a toast stays put when the page scrolls, and an
 * element scrolling with the page passes from `max - y` above where it is now to `y` below it.
 */
function scrollReach(kept: AvoidBox, scroll: PageLayout['scroll']): Box {
  if (kept.fixed || !scroll) return kept;
  return { ...kept, top: kept.top - (scroll.max - scroll.y), bottom: kept.bottom + scroll.y };
}

/** Marks an element toasts must never cover: `<nav data-toast-avoid="">`. */
const TOAST_AVOID_ATTRIBUTE = 'data-toast-avoid';

// docs/requirements.md#toast-settings: 420px wide from `md` (768px) up; a margin of 1rem from the window's edges.
const WIDE_FROM = 768;
const TOAST_WIDTH = 420;
const EDGE = 16;
/** Controls this close (vertically) to the one just used are what the person needs next: they weigh triple. */
const NEXT_TO_ACTED = 200;

/** A toast's height, from its text (no layout yet: the placement is chosen before it renders). */
export function estimateToastHeight(input: Pick<ToastInput, 'description' | 'action'>, toastWidth: number): number {
  const textWidth = Math.max(120, toastWidth - 56);
  const lines = input.description ? Math.ceil((input.description.length * 7.2) / textWidth) : 0;
  return 32 + 20 + lines * 20 + (lines ? 4 : 0) + (input.action ? 44 : 0);
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the next toast goes (docs/decisions/143-errors-toasts-and-sign-in-reasons.md): centred along the top edge,
 * over the header (full width on phones; from `md`, 420px in the header's empty middle, clear of the logo, the
 * links and the account menu), unless that covers more of the page's controls than the bottom edge (the
 * bottom-right corner from `md`) would. Controls near the one just used count triple, so the form or list just
 * acted on stays clear: the new booking's Cancel button under 'Book Session', the start time above it, 'Send Request'.
 */
export function toastPlacement(layout: PageLayout, toast: Pick<ToastInput, 'description' | 'action'>): Placement {
  const wide = layout.width >= WIDE_FROM;
  const toastWidth = wide ? TOAST_WIDTH : layout.width - 2 * EDGE;
  const height = estimateToastHeight(toast, toastWidth);
  const topLeft = (layout.width - toastWidth) / 2;
  const bottomLeft = wide ? layout.width - EDGE - toastWidth : EDGE;
  const band = (left: number, top: number): Box => ({ left, right: left + toastWidth, top, bottom: top + height });
  const { acted } = layout;
  const weight = (control: Box) =>
    acted && control.bottom > acted.top - NEXT_TO_ACTED && control.top < acted.bottom + NEXT_TO_ACTED ? 3 : 1;
  const covered = (box: Box) =>
    layout.controls.reduce((sum, control) => sum + (overlaps(box, control) ? weight(control) : 0), 0) +
    (acted && overlaps(box, acted) ? 3 : 0);
  const top = band(topLeft, EDGE);
  const bottom = band(bottomLeft, layout.height - EDGE - height);
  // Covering what must stay in view (the desk's navigation) outweighs every other control on the page, wherever the
  // page is scrolled while the toast is up: a toast at the top while the navigation was scrolled out of view sat over
  // it once scrolled back, and the pointer resting on the toast to reach a link kept it there.
  const blocked = (box: Box) => (layout.avoid ?? []).some((kept) => overlaps(box, scrollReach(kept, layout.scroll)));
  if (blocked(top) !== blocked(bottom)) return blocked(top) ? (wide ? 'bottom-end' : 'bottom') : 'top';
  const atTop = covered(top);
  const atBottom = covered(bottom);
  if (atBottom < atTop) return wide ? 'bottom-end' : 'bottom';
  return 'top';
}

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="gridcell"], [tabindex="0"]';

/** The page as it is now: the controls of the main content and of any open dialog, as seen in the window. */
function readPageLayout(): PageLayout {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const toBox = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
  const focused = document.activeElement;
  const acted = focused && focused !== document.body ? toBox(focused.getBoundingClientRect()) : undefined;
  const controls: Box[] = [];
  for (const element of document.querySelectorAll(`main :is(${CONTROLS}), dialog[open] :is(${CONTROLS})`)) {
    if (element.closest('[data-scope="toast"]')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.top >= height) continue;
    controls.push(toBox(rect));
  }
  const avoid: AvoidBox[] = [];
  for (const element of document.querySelectorAll(`[${TOAST_AVOID_ATTRIBUTE}]`)) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    avoid.push({ ...toBox(rect), fixed: staysPut(element) });
  }
  const page = document.scrollingElement ?? document.documentElement;
  const scroll = { y: window.scrollY, max: Math.max(window.scrollY, page.scrollHeight - page.clientHeight) };
  return { width, height, controls, acted, avoid, scroll };
}

/** The element does not move when the page scrolls: it, or a box it is in, is `position: fixed`. */
function staysPut(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (getComputedStyle(node).position === 'fixed') return true;
  }
  return false;
}

const toaster = createToaster({
  placement: 'top',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  gap: 12,
});

export function showToast(id: string, { title, description, variant = 'default', action, duration }: ToastInput) {
  // At most one toast: the newest replaces the one on screen (Ark's `max` would queue it behind instead).
  toaster.remove();
  // The group reads its placement from the store's attributes when it renders the new toast.
  toaster.attrs.placement = toastPlacement(readPageLayout(), { description, action });
  toaster.create({
    id,
    title,
    description,
    // Ark's "type" drives data-type on the root; the variant styles key off it.
    type: variant === 'destructive' ? 'error' : 'info',
    duration: duration ?? TOAST_DURATION_MS,
    closable: true,
    ...(action ? { action } : {}),
  });
}

// Swipe right to dismiss (docs/requirements.md#toast-settings: threshold 50): where each toast's pointer went down.
const swipeStarts = new Map<string, number>();

export function dismissAll() {
  toaster.remove();
}

/**
 * The toasts' box: in the newest open dialog while one is open (a modal dialog makes the rest of the page inert:
 * a toast there could be neither read nor closed), else at the end of the body. The box moves; the toaster
 * inside it is never remounted, so a toast on screen stays when a dialog opens or closes.
 */
function useToastHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const box = document.createElement('div');
    const place = () => (topOpenDialog() ?? document.body).appendChild(box);
    place();
    setHost(box);
    const stop = onOpenDialogsChange(place);
    return () => {
      stop();
      box.remove();
    };
  }, []);
  return host;
}

export function ToasterView() {
  const host = useToastHost();
  return host ? createPortal(<ToasterGroup />, host) : null;
}

function ToasterGroup() {
  return (
    <Toaster toaster={toaster}>
      {(t) => {
        const destructive = t.type === 'error';
        const id = t.id ?? '';
        return (
          <Toast.Root
            key={t.id}
            onPointerDown={(event) => swipeStarts.set(id, event.clientX)}
            onPointerCancel={() => swipeStarts.delete(id)}
            onPointerUp={(event) => {
              const start = swipeStarts.get(id);
              swipeStarts.delete(id);
              if (start !== undefined && event.clientX - start >= TOAST_SWIPE_THRESHOLD_PX) toaster.dismiss(id);
            }}
            className={cn(
              'toast-root relative w-[calc(100vw-2rem)] rounded-lg border p-4 pr-10 shadow-lg md:w-[420px] md:max-w-[420px]',
              destructive ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
            )}
          >
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className={cn('mt-1 text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>
                {t.description}
              </Toast.Description>
            ) : null}
            {t.action ? (
              <Toast.ActionTrigger
                className={cn(
                  'mt-3 inline-flex h-8 items-center rounded-md border px-3 text-sm font-medium',
                  destructive ? 'border-red-200 hover:bg-red-700' : 'border-slate-300 hover:bg-slate-50',
                )}
              >
                {t.action.label}
              </Toast.ActionTrigger>
            ) : null}
            <Toast.CloseTrigger
              aria-label="Close"
              className={cn(
                'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100',
                'focus-visible:outline-2 focus-visible:outline-current',
              )}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </Toast.CloseTrigger>
          </Toast.Root>
        );
      }}
    </Toaster>
  );
}
