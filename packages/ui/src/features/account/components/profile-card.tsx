// Profile view → edit → saved (docs/requirements.md#states). Validation is core's profileUpdateSchema (exact docs/requirements.md#validation messages);
// a failed save keeps the form open, puts the server's field errors beside the fields (a username or e-mail
// taken by another account) and shows 'Update failed' with the server's reason. The name is optional; emptied, it
// is removed (docs/decisions/200-a-persons-display-name.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type User } from '@longwood/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { registerField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

type Mode = 'view' | 'edit' | 'saved';

export function ProfileCard({ user }: { user: User }) {
  const [mode, setMode] = useState<Mode>('view');
  const update = useUpdateProfile();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { username: user.username, name: user.name ?? '', email: user.email, phone: user.phone ?? '' },
  });
  const details = [
    ['Username', user.username],
    ['Name', user.name ?? 'Not provided'],
    ['Email', user.email],
    ['Phone', user.phone || 'Not provided'],
  ] as const;
  // Changing the e-mail (where password resets go) asks for the current password (decision 163 on the server).
  const emailChanged = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  // Returning from the form puts focus back on the button that opened it.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (mode !== 'edit' && returnFocus.current) {
      returnFocus.current = false;
      editButtonRef.current?.focus();
    }
  }, [mode]);

  const startEditing = () => {
    form.reset({ username: user.username, name: user.name ?? '', email: user.email, phone: user.phone ?? '' });
    update.reset();
    setMode('edit');
  };

  const cancel = () => {
    returnFocus.current = true;
    setMode('view');
  };

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(
      {
        username: values.username,
        name: values.name ?? '',
        email: values.email,
        phone: values.phone ?? '',
        ...(emailChanged && values.currentPassword ? { currentPassword: values.currentPassword } : {}),
      },
      {
        onSuccess: () => {
          returnFocus.current = true;
          setMode('saved');
          toast({ title: 'Profile Updated', description: 'Your account details have been saved.' });
        },
        onError: (error) => {
          showFormFailure(form, error, 'Update failed', 'Your changes could not be saved. Please try again.');
        },
      },
    );
  });

  return (
    <Card className="p-6">
      <section aria-labelledby="profile-heading">
        <div className="flex items-center justify-between gap-4">
          <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
            Profile
          </h2>
          {mode !== 'edit' ? (
            <Button ref={editButtonRef} variant="outline" size="sm" onClick={startEditing}>
              Edit Profile
            </Button>
          ) : null}
        </div>

        <div aria-live="polite">
          {mode === 'saved' ? (
            <p role="status" className="mt-3 text-sm text-emerald-700">
              Your changes have been saved.
            </p>
          ) : null}
        </div>

        {mode === 'edit' ? (
          <form noValidate onSubmit={onSubmit} aria-busy={update.isPending} className="mt-4 space-y-4">
            <TextField label="Username" autoComplete="username" autoFocus {...registerField(form, 'username')} />
            <TextField label="Name (optional)" autoComplete="name" {...registerField(form, 'name')} />
            <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
            {/* Shown only while the address differs from the saved one: the server asks for it then. */}
            {emailChanged ? (
              <TextField
                label="Current password"
                type="password"
                autoComplete="current-password"
                {...registerField(form, 'currentPassword')}
              />
            ) : null}
            <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...registerField(form, 'phone')} />
            <div className="flex gap-3">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button variant="outline" onClick={cancel} disabled={update.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <dl className="mt-4 grid gap-4 sm:grid-cols-2">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-slate-500">{term}</dt>
                <dd className="mt-1 font-medium break-words text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </Card>
  );
}
