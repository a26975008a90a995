// 'Add Member' (docs/requirements.md#add-member-validation): e-mail and phone, both required ('Please fill in
// all fields'), a valid e-mail ('Please enter a valid email address'), core's addMemberSchema on both sides. The
// server creates the member and e-mails a link to set a password; its message is shown as is
// (docs/decisions/102-admin-add-member.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { addMemberSchema } from '@longwood/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useAddMember } from '../api/manage-users';

const ADD_MEMBER_FAILED = 'Failed to add member';

export function AddMemberDialog() {
  const [open, setOpen] = useState(false);
  const add = useAddMember();
  const form = useForm({ resolver: zodResolver(addMemberSchema), defaultValues: { email: '', phone: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(values, {
      onSuccess: ({ message }) => {
        toast({ title: 'Member Added', description: message });
        form.reset();
        setOpen(false);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        toast({ title: 'Error', description: errorMessage(error, ADD_MEMBER_FAILED), variant: 'destructive' });
      },
    });
  });

  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Member</Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) form.reset();
        }}
        title="Add Member"
        description="Creates a member account and e-mails a link to set a password."
      >
        <form noValidate onSubmit={onSubmit} aria-busy={add.isPending} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={add.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Add Member'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
