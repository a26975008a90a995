// /reset-password/:token — the link from the reset e-mail. A token that is missing, malformed, or rejected by
// the server shows 'Invalid Request' with a way to start over; otherwise the new-password form, then success
// and a redirect to /auth after 3 seconds (docs/requirements.md#password-reset).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { isWellFormedResetToken } from '../lib/reset-token';
import { NewPasswordForm } from './new-password-form';
import { GENERIC_RESET_ERROR, linkClass, ResetLayout } from './reset-layout';
import { ResetSuccess } from './reset-success';

const INVALID_LINK_TEXT = 'This password reset link is invalid or has expired.';

/** The server rejects an unknown, used or expired token with a 4xx; rate limiting (429) is not about the token. */
function isTokenRejection(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

function InvalidResetRequest({ detail }: { detail?: string }) {
  return (
    <ResetLayout title="Invalid Request" focusKey="invalid">
      <div className="space-y-4" role="alert">
        <p className="text-sm text-slate-700">{detail ?? INVALID_LINK_TEXT}</p>
      </div>
      <p className="mt-4 text-sm">
        <Link to="/forgot-password" className={linkClass}>
          Request a new password reset
        </Link>
      </p>
    </ResetLayout>
  );
}

export function ResetPasswordPage() {
  const { token } = useParams();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const wellFormed = isWellFormedResetToken(token);
  // Ask the server up front; if that check itself fails (network, older server) the form is still shown
  // and the reset call remains the judge.
  const check = useResetTokenCheck(wellFormed && !done ? token : undefined);

  if (!wellFormed) return <InvalidResetRequest />;
  if (!done && check.isPending) return <PageSpinner label="Checking your reset link..." />;
  if (!done && check.data === false) return <InvalidResetRequest />;

  if (reset.isError && isTokenRejection(reset.error)) {
    const detail = errorMessage(reset.error, INVALID_LINK_TEXT);
    return <InvalidResetRequest detail={detail === 'Invalid Request' ? INVALID_LINK_TEXT : detail} />;
  }

  if (done) {
    return (
      <ResetLayout title="Password Reset Complete" focusKey="done">
        <ResetSuccess />
      </ResetLayout>
    );
  }

  return (
    <ResetLayout
      title="Reset Your Password"
      description={<p>Choose a new password for your account.</p>}
      footer={
        <p>
          <Link to="/auth" className={linkClass}>
            Back to login
          </Link>
        </p>
      }
    >
      <NewPasswordForm
        pending={reset.isPending}
        error={reset.isError ? errorMessage(reset.error, GENERIC_RESET_ERROR) : null}
        onSubmit={async (newPassword) => {
          await reset.mutateAsync({ token, newPassword });
          setDone(true);
        }}
      />
    </ResetLayout>
  );
}
