// The Ark UI toaster itself. Loaded on the first toast (see toast.tsx) so that pages which never show one,
// like the landing page, do not download it.
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { cn } from '../../lib/cn';
import { TOAST_DURATION_MS, TOAST_LIMIT, type ToastInput } from './toast';

/**
 * Phones (narrower than Tailwind's `sm`, 640px): toasts at the top. A full-width toast at the bottom covered
 * the control just pressed (e.g. 'Download Full Report (CSV)', a form's submit button) for five seconds.
 * Wider screens keep the bottom-right corner (420px wide from `md`, docs/requirements.md#toast-settings). Chosen once, when the first toast
 * loads this module.
 */
export function toastPlacement(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): 'top' | 'bottom-end' {
  if (typeof win?.matchMedia !== 'function') return 'bottom-end';
  return win.matchMedia('(min-width: 640px)').matches ? 'bottom-end' : 'top';
}

const toaster = createToaster({
  placement: toastPlacement(),
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: ['F8'],
  gap: 12,
});

export function showToast(id: string, { title, description, variant = 'default', action, duration }: ToastInput) {
  // At most one toast: the newest replaces the one on screen (Ark's `max` would queue it behind instead).
  toaster.remove();
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

export function dismissAll() {
  toaster.remove();
}

export function ToasterView() {
  return (
    <Toaster toaster={toaster}>
      {(t) => {
        const destructive = t.type === 'error';
        return (
          <Toast.Root
            key={t.id}
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
