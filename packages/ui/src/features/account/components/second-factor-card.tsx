// "Two-Step Sign-In" on an admin's account page (docs/decisions/287-admin-second-factor-and-re-authentication.md):
// set up an authenticator app — the password again, then the QR code (or the secret typed in), then a first code —
// and the recovery codes, shown this once. Granting admin access and changing the keypad code need it. Once on: new
// recovery codes (the old ones stop working) and turning it off, each with the password and a code.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  secondFactorCodeSchema,
  secondFactorEnrolSchema,
  type RecoveryCodes,
  type SecondFactorCode,
  type SecondFactorEnrol,
  type SecondFactorEnrolment,
} from '@longwood/core';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { registerField, TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordAndCodeDialog } from '../../../components/password-and-code-dialog';
import { showFormFailure } from '../../../lib/form-errors';
import {
  useConfirmEnrolment,
  useDisableSecondFactor,
  useRegenerateRecoveryCodes,
  useSecondFactor,
  useStartEnrolment,
} from '../api/second-factor';

export function SecondFactorCard() {
  const status = useSecondFactor();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [recovery, setRecovery] = useState<RecoveryCodes | null>(null);

  return (
    <Card className="p-6">
      <section aria-labelledby="second-factor-heading" className="space-y-3">
        <h2 id="second-factor-heading" className="text-lg font-semibold text-slate-900">
          Two-Step Sign-In
        </h2>
        <p className="text-sm text-slate-600">
          A code from an authenticator app on your phone, asked after your password when you sign in. It is needed to
          grant admin access and to change the keypad code.
        </p>
        {recovery ? (
          <RecoveryCodeList codes={recovery} onDone={() => setRecovery(null)} />
        ) : status.isPending ? (
          <Spinner label="Loading two-step sign-in..." className="text-emerald-700" />
        ) : status.isError ? (
          <div role="alert" className="space-y-2">
            <p className="text-sm text-red-700">Two-step sign-in could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
              Retry
            </Button>
          </div>
        ) : status.data.enrolled ? (
          <EnrolledStep recoveryCodesLeft={status.data.recoveryCodesLeft} onNewCodes={setRecovery} />
        ) : enrolment ? (
          <ConfirmStep
            enrolment={enrolment}
            onConfirmed={(codes) => {
              setEnrolment(null);
              setRecovery(codes);
            }}
          />
        ) : (
          <StartStep onStarted={setEnrolment} />
        )}
      </section>
    </Card>
  );
}

function EnrolledStep({
  recoveryCodesLeft,
  onNewCodes,
}: {
  recoveryCodesLeft: number;
  onNewCodes: (codes: RecoveryCodes) => void;
}) {
  const [asking, setAsking] = useState<'codes' | 'off' | null>(null);
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableSecondFactor();
  const close = () => setAsking(null);
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm text-emerald-700">
        Two-step sign-in is on. {recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setAsking('codes')}>
          New Recovery Codes
        </Button>
        <Button variant="outline" onClick={() => setAsking('off')}>
          Turn Off
        </Button>
      </div>
      <PasswordAndCodeDialog
        open={asking === 'codes'}
        onClose={close}
        onDone={(codes) => {
          close();
          onNewCodes(codes);
        }}
        mutation={regenerate}
        title="New Recovery Codes"
        description="Enter your password and a code from your authenticator app (or a recovery code). You get ten new recovery codes; the old ones stop working."
        submitLabel="Get New Codes"
        busyLabel="Making codes..."
        failure="No new codes"
      />
      <PasswordAndCodeDialog
        open={asking === 'off'}
        onClose={close}
        onDone={close}
        mutation={disable}
        title="Turn Off Two-Step Sign-In"
        description="Enter your password and a code from your authenticator app (or a recovery code). Without two-step sign-in you cannot grant admin access or change the keypad code."
        submitLabel="Turn Off"
        busyLabel="Turning off..."
        failure="Not turned off"
      />
    </div>
  );
}

function StartStep({ onStarted }: { onStarted: (enrolment: SecondFactorEnrolment) => void }) {
  const start = useStartEnrolment();
  const form = useForm<SecondFactorEnrol>({
    resolver: zodResolver(secondFactorEnrolSchema),
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    start.mutate(values, {
      onSuccess: onStarted,
      onError: (error) => showFormFailure(form, error, 'Set-up failed'),
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={start.isPending} className="space-y-3">
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Set Up Two-Step Sign-In'}
      </Button>
    </form>
  );
}

function ConfirmStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: SecondFactorEnrolment;
  onConfirmed: (codes: RecoveryCodes) => void;
}) {
  const confirm = useConfirmEnrolment();
  const form = useForm<SecondFactorCode>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onSuccess: onConfirmed,
      onError: (error) => showFormFailure(form, error, 'Code not accepted'),
    }),
  );
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt="QR code to add this account to your authenticator app"
        width={200}
        height={200}
        className="rounded border border-slate-200 bg-white"
      />
      <div className="space-y-1 text-sm">
        <p className="font-medium text-slate-700">Key</p>
        <p className="font-mono break-all text-slate-900" data-testid="second-factor-secret">
          {enrolment.secret}
        </p>
        <a href={enrolment.uri} className="font-medium text-emerald-700 hover:underline">
          Open in an authenticator app on this device
        </a>
      </div>
      <form noValidate onSubmit={onSubmit} aria-busy={confirm.isPending} className="space-y-3">
        <TextField
          label="Code from the app"
          autoComplete="one-time-code"
          inputMode="numeric"
          {...registerField(form, 'code')}
        />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Confirming...' : 'Turn On'}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: RecoveryCodes; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-emerald-700">
        {codes.message}
      </p>
      <p className="text-sm text-slate-600">
        They will not be shown again. Use one instead of a code if your phone is lost.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codes.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button variant="outline" onClick={onDone}>
        I Have Saved My Codes
      </Button>
    </div>
  );
}
