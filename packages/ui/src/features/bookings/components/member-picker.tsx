// The staff's member picker: members (or any account) found by name or e-mail through the desk's member search, which
// desk staff and admins may both use (desk:bookings), unlike the admin-only user list.
import { PeoplePicker } from '../../../components/people-picker';
import { MEMBER_SEARCH_MIN, useDeskMembers, type DeskSearchScope } from '../api/search-members';

/**
 * Find a member by name or e-mail and choose one (radio list): the staff's booking form, the desk's walk-in, the bay
 * shots' giving, the till's payment target and dues.
 */
export function MemberPicker({
  who = 'members',
  ...props
}: {
  selected: string;
  /** The chosen person's id, and their name as shown. */
  onSelect: (id: string, name: string) => void;
  error?: string | undefined;
  /** 'accounts': any account, not only members (the till's dues: a person not yet a member). */
  who?: DeskSearchScope;
}) {
  return (
    <PeoplePicker
      {...props}
      noun={who === 'members' ? { one: 'Member', many: 'members' } : { one: 'Account', many: 'accounts' }}
      minLength={MEMBER_SEARCH_MIN}
      useSearch={useDeskMembers}
      scope={who}
    />
  );
}
