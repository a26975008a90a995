// Find a person by typing and choose one from a radio list: the desk's member picker (walk-ins, bay shots, payments)
// and a league organiser's 'Add Participant' (docs/decisions/272-league-organisers.md). The caller's search hook
// decides who can be found and what shows beside the name (an e-mail for the desk, nothing for an organiser).
import { useDeferredValue, useId, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { EmailAddress } from './ui/email-address';
import { SearchField } from './ui/form-field';
import { Spinner } from './ui/spinner';

/** A person found: their id and shown name, and their e-mail when the one searching may see it. */
export interface PickablePerson {
  id: number;
  name: string;
  email?: string;
}

/** What the search hook answers (a TanStack query's fields). */
interface PeopleSearch {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly PickablePerson[] | undefined;
}

/** A person found by typing, chosen from a radio list. */
export function PeoplePicker<Scope>({
  selected,
  onSelect,
  error,
  noun = { one: 'Member', many: 'members' },
  minLength,
  useSearch,
  scope,
}: {
  selected: string;
  /** The chosen person's id, and their name as shown. */
  onSelect: (id: string, name: string) => void;
  error?: string | undefined;
  /** What is searched, as the texts say it: 'Member'/'members' unless told. */
  noun?: { one: string; many: string };
  /** Searching starts at this many characters (the route's minimum). */
  minLength: number;
  /** The search hook, given what is typed and `scope` (a league's id, the desk's 'members' or 'accounts'). */
  useSearch: (q: string, scope: Scope) => PeopleSearch;
  scope: Scope;
}) {
  const searchId = useId();
  const errorId = `${searchId}-error`;
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useSearch(q, scope);
  const { one, many } = noun;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{one}</legend>
      <SearchField
        label={`Search ${many} by name or e-mail`}
        value={search}
        onValueChange={setSearch}
        autoComplete="off"
      />
      {q.length < minLength ? (
        <p className="text-sm text-slate-500">Type at least {minLength} characters.</p>
      ) : found.isPending ? (
        <Spinner label={`Searching ${many}...`} />
      ) : found.isError || !found.data ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(found.error, `${one}s could not be searched.`)}
        </p>
      ) : found.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No {many} match “{q}”.
        </p>
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto" aria-label={`Matching ${many}`}>
          {found.data.map((person) => (
            <li key={person.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800 [overflow-wrap:anywhere]">
                <input
                  type="radio"
                  name={`${searchId}-person`}
                  value={person.id}
                  checked={selected === String(person.id)}
                  onChange={() => onSelect(String(person.id), person.name)}
                />
                {person.name}{' '}
                {person.email ? (
                  <span className="text-slate-500">
                    (<EmailAddress address={person.email} />)
                  </span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
