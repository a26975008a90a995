// Accessible modal built on Ark UI Dialog: focus trap, Escape to close, labelled by its title.
import type { ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { cn } from '../../lib/cn';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

export function Modal({ open, onOpenChange, title, description, children, role = 'dialog', className }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role={role} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <Dialog.Content
            className={cn('relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl focus:outline-none', className)}
          >
            <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
            ) : null}
            <div className="mt-4">{children}</div>
            <Dialog.CloseTrigger
              aria-label="Close"
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
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
