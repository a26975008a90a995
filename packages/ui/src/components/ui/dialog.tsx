// Accessible modal on the platform's own <dialog> (docs/decisions/157-own-dialog-and-date-grid.md): showModal()
// puts it in the top layer and makes the rest of the page inert (focus stays inside, screen readers see only the
// dialog), Escape closes it, it is labelled by its title and described by its description. On close, focus goes
// to `returnFocusTo` when the owner names a target, else back to what opened it, else to the page's main heading:
// never to the page body, where a keyboard or screen-reader user would have to start over from the top
// (docs/decisions/130-booking-page-shows-the-day.md).
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /**
   * Where focus goes on close when the opener is no longer on the page (or the action moved the user on), e.g.
   * a menu's trigger or the list a removed row belonged to. Asked at the moment the dialog closes.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  /** A dialog that only tells something (a message, a list of shortcuts): "Done" at its foot closes it. */
  done?: boolean;
}

function focusable(el: Element | null | undefined): el is HTMLElement {
  return el instanceof HTMLElement && el.isConnected && el !== el.ownerDocument.body;
}

/** The page's main heading (made programmatically focusable), the last resort before the body. */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// The open dialogs, newest last: the toaster shows its toasts inside the newest one, the only part of the page
// that is not inert while it is open (toaster-view.tsx).
const openDialogs: HTMLDialogElement[] = [];
const dialogListeners = new Set<() => void>();

/** The newest open dialog, or null; `listener` is told (synchronously) when that changes. */
export function topOpenDialog(): HTMLDialogElement | null {
  return openDialogs.at(-1) ?? null;
}
export function onOpenDialogsChange(listener: () => void): () => void {
  dialogListeners.add(listener);
  return () => dialogListeners.delete(listener);
}
function setDialogOpen(dialog: HTMLDialogElement, open: boolean) {
  const index = openDialogs.indexOf(dialog);
  if (index >= 0) openDialogs.splice(index, 1);
  if (open) openDialogs.push(dialog);
  dialogListeners.forEach((listener) => listener());
}

/** Mounted only while open: the dialog's content (and its queries) exist only then. */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onOpenChange,
  title,
  description,
  children,
  role = 'dialog',
  className,
  returnFocusTo,
  done = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read at close time: the owner's latest callback, not the one from the first render.
  const returnFocusRef = useRef(returnFocusTo);
  returnFocusRef.current = returnFocusTo;
  const pressedOutside = useRef(false);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // What had focus when the dialog opened (Chromium focuses a clicked button; a menu item may be gone later).
    const opener = focusable(document.activeElement) ? document.activeElement : null;
    dialog.showModal();
    setDialogOpen(dialog, true);
    // The first control of the content, as a focus trap would; the dialog itself when it has none.
    const first = dialog.querySelector<HTMLElement>(TABBABLE);
    (first ?? dialog).focus();
    return () => {
      // Closed before focus moves: while it is modal, the rest of the page is inert and cannot take focus.
      setDialogOpen(dialog, false);
      if (dialog.open) dialog.close();
      const preferred = returnFocusRef.current?.();
      const target = focusable(preferred) ? preferred : focusable(opener) ? opener : mainHeading();
      target?.focus();
    };
  }, []);

  const requestClose = () => onOpenChangeRef.current(false);

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      // The dialog fills the viewport (its ::backdrop dims the page); a click on it, outside the panel, closes.
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none items-center justify-center overflow-y-auto bg-transparent p-4 text-inherit backdrop:bg-black/50 focus:outline-none open:flex"
      onPointerDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Pressed and released outside the panel (a text selection ending outside does not count).
        if (pressedOutside.current && event.target === event.currentTarget) requestClose();
        pressedOutside.current = false;
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The owner decides (it may keep the dialog open while busy); the browser must not close it behind React.
        event.preventDefault();
        event.stopPropagation();
        requestClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
    >
      <div className={cn('relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl', className)}>
        <h2 id={titleId} className="pr-8 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        <div className="mt-4">
          {children}
          {done ? (
            <div className="mt-4 flex justify-end">
              <Button variant="outline" onClick={requestClose}>
                Done
              </Button>
            </div>
          ) : null}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={requestClose}
          className="absolute right-3 top-3 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </div>
    </dialog>
  );
}
