// The account menu's open menu and what its items do (app/layout/account-menu.tsx has the button): loaded when the
// menu is first opened or pointed at, keeping logout, the entrance code dialog and the menu's keyboard handling off
// every page's first load (docs/decisions/157-own-dialog-and-date-grid.md, 255-bundle-budgets-checked-by-the-build.md).
// Arrows and Home/End move, a letter jumps to the next item starting with it, Enter or a click selects, Escape
// closes and returns focus to the button, Tab or a click outside closes it.
import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { personName, type User } from '@longwood/core';
import { toast } from '../../components/ui/toast';
import { useLogout } from '../../features/auth';
import { EntranceCodeDialog } from '../../features/keypad';
import { cn } from '../../lib/cn';
import { useOpenedOnce } from '../../lib/lazy-named';
import { useCan } from '../../lib/use-can';
import { useMediaQuery } from '../../lib/use-media-query';
import { accountMenuItems } from './account-menu-items';
import { useToastedMutation } from '../../lib/toasted-mutation';

const itemClass = cn(
  'flex w-full cursor-pointer select-none items-center rounded-md px-3 py-2 text-left text-sm text-slate-700 outline-none',
  'hover:bg-slate-100 hover:text-slate-900 focus:bg-slate-100 focus:text-slate-900',
);

/** Which item takes focus when the menu opens: the first, the last, or none (opened by pointer). */
export type FocusOnOpen = 'first' | 'last' | 'none';

export function AccountMenuList({
  user,
  id,
  open,
  focusOnOpen,
  onClose,
  buttonRef,
  wrapperRef,
}: {
  user: User;
  id: string;
  open: boolean;
  focusOnOpen: FocusOnOpen;
  /** Closes the menu; `returnFocus`: back to the menu's button. */
  onClose: (returnFocus: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  wrapperRef: RefObject<HTMLDivElement | null>;
}) {
  const navigate = useNavigate();
  const logout = useToastedMutation(useLogout(), 'Logout failed');
  const [codeOpen, setCodeOpen] = useState(false);
  const codeOpened = useOpenedOnce(codeOpen);
  const canReadCode = useCan('member:features');
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const items = accountMenuItems(user, { includeNav: !isDesktop });
  const displayName = personName(user);
  const menuRef = useRef<HTMLDivElement>(null);

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    if (focusOnOpen === 'first') all[0]?.focus();
    else if (focusOnOpen === 'last') all.at(-1)?.focus();
    else menuRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOnOpen, onClose, wrapperRef]);

  const onSelect = (value: string) => {
    onClose(value !== 'entrance-code');
    if (value === 'logout') {
      logout.mutate(undefined, {
        onSuccess: () => {
          toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
          void navigate('/');
        },
      });
      return;
    }
    if (value === 'entrance-code') {
      setCodeOpen(true);
      return;
    }
    const item = items.find((i) => i.value === value);
    if (item?.to) void navigate(item.to);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => menuKeyDown(event, menuItems(), onClose);

  return (
    <>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 top-full z-50 mt-2 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none"
        >
          <div role="group" aria-labelledby={`${id}-label`}>
            <div id={`${id}-label`} role="presentation" className="truncate px-3 py-2 text-xs text-slate-500">
              Signed in as <span className="font-medium text-slate-900">{displayName}</span>
            </div>
            {items.map((item) => (
              <button
                key={item.value}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => onSelect(item.value)}
              >
                {item.label}
              </button>
            ))}
          </div>
          <div role="separator" className="my-1 border-t border-slate-200" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={cn(itemClass, 'text-red-600 hover:text-red-700 focus:text-red-700')}
            onClick={() => onSelect('logout')}
          >
            Log out
          </button>
        </div>
      ) : null}
      {/* The dialog is opened from a menu item that is gone once it closes: focus returns to the menu's button. */}
      {codeOpened ? (
        <Suspense fallback={null}>
          <EntranceCodeDialog
            open={codeOpen}
            onOpenChange={setCodeOpen}
            canReadCode={canReadCode}
            returnFocusTo={() => buttonRef.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The open menu's keys: arrows and Home/End move, a letter jumps to the next item starting with it, Escape closes and
 * returns focus to the button, Tab closes.
 */
function menuKeyDown(
  event: KeyboardEvent<HTMLDivElement>,
  all: HTMLElement[],
  onClose: (returnFocus: boolean) => void,
) {
  const index = all.indexOf(document.activeElement as HTMLElement);
  const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
  switch (event.key) {
    case 'ArrowDown':
      event.preventDefault();
      focusAt(index + 1);
      break;
    case 'ArrowUp':
      event.preventDefault();
      focusAt(index < 0 ? all.length - 1 : index - 1);
      break;
    case 'Home':
      event.preventDefault();
      focusAt(0);
      break;
    case 'End':
      event.preventDefault();
      focusAt(all.length - 1);
      break;
    case 'Escape':
      event.preventDefault();
      onClose(true);
      break;
    case 'Tab':
      onClose(false);
      break;
    default:
      if (event.key.length === 1 && /\S/.test(event.key)) {
        const letter = event.key.toLowerCase();
        const order = [...all.slice(index + 1), ...all.slice(0, index + 1)];
        order.find((el) => el.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
      }
  }
}
