// The admin's dialogs about members on /admin's Members tab: 'Add Member' and 'Edit Name'.
//
// 'Add Member' (docs/requirements.md#add-member-validation): e-mail and phone, both required ('Please fill in
// all fields'), a valid e-mail ('Please enter a valid email address'), and an optional name; core's addMemberSchema
// on both sides. The server creates the member and e-mails a link to set a password; its message is shown as is
// (docs/decisions/070-admin-member-management.md).
//
// An admin sets or removes a member's display name (docs/decisions/200-a-persons-display-name.md), the name the member
// can also set on their own profile. Core's personNameUpdateSchema on both sides; the change is in the activity log.
import { zodResolver } from '@hookform/resolvers/zod';
import { addMemberSchema, personName, personNameUpdateSchema, type User } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { registerField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { showFormFailure } from '../../../lib/form-errors';
import { useAddMember } from '../api/manage-users';
import { useSetUserName } from '../api/update-user-flags';

const ADD_MEMBER_FAILED = 'Failed to add member';

export function AddMemberDialog() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const add = useAddMember();
  const form = useForm({ resolver: zodResolver(addMemberSchema), defaultValues: { email: '', phone: '', name: '' } });

  const onSubmit = form.handleSubmit(({ name, ...values }) => {
    add.mutate(name ? { ...values, name } : values, {
      onSuccess: ({ message }) => {
        toast({ title: 'Member Added', description: message });
        form.reset();
        close();
      },
      onError: (error) => {
        showFormFailure(form, error, 'Error', ADD_MEMBER_FAILED);
      },
    });
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Member</Button>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
        title="Add Member"
        description="Creates a member account and e-mails a link to set a password."
        onSubmit={onSubmit}
        busy={add.isPending}
        submitLabel="Add Member"
        busyLabel="Adding..."
      >
        <TextField label="Email" type="email" autoComplete="off" {...registerField(form, 'email')} />
        <TextField label="Phone" type="tel" autoComplete="off" {...registerField(form, 'phone')} />
        <TextField label="Name (optional)" autoComplete="off" {...registerField(form, 'name')} />
      </FormDialog>
    </>
  );
}

const NAME_FAILED = 'Failed to update the name';

export function EditNameButton({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const save = useSetUserName();
  const form = useForm({ resolver: zodResolver(personNameUpdateSchema), defaultValues: { name: user.name ?? '' } });

  const onSubmit = form.handleSubmit(({ name }) => {
    save.mutate(
      { userId: user.id, name },
      {
        onSuccess: (updated) => {
          toast({
            title: 'Name updated',
            description: updated.name
              ? `${user.username} is now shown as ${updated.name}.`
              : `${user.username} has no name now.`,
          });
          close();
        },
        onError: (error) => {
          showFormFailure(form, error, 'Error', NAME_FAILED);
        },
      },
    );
  });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          form.reset({ name: user.name ?? '' });
          setOpen(true);
        }}
        aria-label={`Edit name of ${user.username}`}
      >
        Edit Name
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title="Edit Name"
        description={`How ${personName(user)} is shown to staff and other members. Leave it empty to show the part of the username before '@'.`}
        onSubmit={onSubmit}
        busy={save.isPending}
        submitLabel="Save Name"
        busyLabel="Saving..."
      >
        <TextField label="Name" autoComplete="off" {...registerField(form, 'name')} />
      </FormDialog>
    </>
  );
}
