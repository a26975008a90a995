// The signed-in user's menu (docs/requirements.md#header). Ark UI Menu gives arrow-key navigation, typeahead and
// the right ARIA roles; items navigate on select so keyboard and pointer behave the same.
import { useState } from 'react';
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from 'react-router-dom';
import { can, type User } from '@longwood/core';
import { toast } from '../../components/ui/toast';
import { useLogout } from '../../features/auth';
import { EntranceCodeDialog } from '../../features/keypad';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useMediaQuery } from '../../lib/use-media-query';
import { accountMenuItems } from './nav-links';

const itemClass = cn(
  'flex w-full cursor-pointer select-none items-center rounded-md px-3 py-2 text-sm text-slate-700 outline-none',
  'data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900',
);

export function AccountMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const [codeOpen, setCodeOpen] = useState(false);
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const items = accountMenuItems(user, { includeNav: !isDesktop });
  const displayName = user.username;

  const onSelect = (value: string) => {
    if (value === 'logout') {
      logout.mutate(undefined, {
        onSuccess: () => {
          toast({ title: 'Logged out', description: 'You have been logged out successfully.' });
          void navigate('/');
        },
        onError: (err) => toast({ title: 'Logout failed', description: errorMessage(err), variant: 'destructive' }),
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

  return (
    <>
      <Menu.Root onSelect={(details) => onSelect(details.value)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger
          aria-label="Account menu"
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-full bg-emerald-700 font-semibold text-white',
            'hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          )}
        >
          <span aria-hidden="true">{displayName.charAt(0).toUpperCase()}</span>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner className="z-50">
            <Menu.Content className="min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg outline-none">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel className="truncate px-3 py-2 text-xs text-slate-500">
                  Signed in as <span className="font-medium text-slate-900">{displayName}</span>
                </Menu.ItemGroupLabel>
                {items.map((item) => (
                  <Menu.Item key={item.value} value={item.value} className={itemClass}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator className="my-1 border-slate-200" />
              <Menu.Item value="logout" className={cn(itemClass, 'text-red-600 data-[highlighted]:text-red-700')}>
                Log out
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <EntranceCodeDialog open={codeOpen} onOpenChange={setCodeOpen} canReadCode={can(user, 'member:features')} />
    </>
  );
}
