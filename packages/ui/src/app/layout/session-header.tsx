import { useUser } from '../../lib/session';
import { Header } from './header';
import { headerLinksFor } from './nav-links';

/** The header of the full app, fed by the shared session query and the role policy's links. */
export function SessionHeader() {
  const { data: user, isPending } = useUser();
  return <Header user={user} isPending={isPending} links={user ? headerLinksFor(user) : []} />;
}
