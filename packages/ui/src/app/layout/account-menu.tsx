// The signed-in user's menu (docs/requirements.md#header), a small menu button of our own (WAI-ARIA "menu button"
// pattern; docs/decisions/157-own-dialog-and-date-grid.md) instead of Ark UI's Menu, whose state machine and positioning
// code were in every page's JavaScript. Enter, Space or ArrowDown open it on the first item (ArrowUp on the last),
// arrows and Home/End move, a letter jumps to the next item starting with it, Enter or a click selects, Escape
// closes and returns focus to the button, Tab or a click outside closes it. The open menu and what its items do load
// when the menu is first pointed at, focused or opened (account-menu-list.tsx).
import { Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { personName, type User } from '@longwood/core';
import { cn } from '../../lib/cn';
import { lazyNamed, useOpenedOnce } from '../../lib/lazy-named';
import type { FocusOnOpen } from './account-menu-list';

const AccountMenuList = lazyNamed(() => import('./account-menu-list'), 'AccountMenuList');

export function AccountMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>('none');
  const displayName = personName(user);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openWith = (focus: FocusOnOpen) => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };
  const preload = () => void AccountMenuList.preload();

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openWith('none'))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white',
          'hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
        )}
      >
        <span aria-hidden="true">{displayName.charAt(0).toUpperCase()}</span>
      </button>
      {openedOnce ? (
        <Suspense fallback={null}>
          <AccountMenuList
            user={user}
            id={id}
            open={open}
            focusOnOpen={focusOnOpen}
            onClose={close}
            buttonRef={buttonRef}
            wrapperRef={wrapperRef}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
