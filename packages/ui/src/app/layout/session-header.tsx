import { useUser } from '../../lib/session';
import { Header } from './header';

/** The header of the full app, fed by the shared session query. */
export function SessionHeader() {
  const { data: user, isPending } = useUser();
  return <Header user={user} isPending={isPending} />;
}
