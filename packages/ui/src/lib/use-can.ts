// The UI's one test of who may do what (docs/decisions/085-role-policy.md): core's role policy asked about the
// signed-in user. Route guards, menus and every gate inside a screen use it; a role flag is read only to show a
// fact (membership status), never to grant something.
import { can, type Capability } from '@longwood/core';
import { useUser } from './session';

/** May the signed-in user do what `capability` covers? False while signed out. */
export function useCan(capability: Capability): boolean {
  const { data: user } = useUser();
  return can(user, capability);
}
