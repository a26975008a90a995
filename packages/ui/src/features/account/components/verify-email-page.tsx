// /verify-email?token=… — the page the verification e-mail links to (docs/decisions/207-email-verification-and-identities.md).
// It sends the token once and says whether the address is now verified; it needs no session, since the link may be
// opened on another device.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const failed = !token || verify.isError;
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">
          {verify.isSuccess ? 'E-mail verified' : failed ? 'Verification failed' : 'Verify your e-mail'}
        </h1>
        <div className="mt-4 text-slate-700" role={failed ? 'alert' : 'status'}>
          {verify.isSuccess ? (
            <p>{verify.data.message}</p>
          ) : failed ? (
            <p>
              {token ? errorMessage(verify.error) : 'This verification link is invalid or has expired.'} You can ask for
              a new link on your account page.
            </p>
          ) : (
            <Spinner label="Verifying your e-mail address..." />
          )}
        </div>
        {verify.isSuccess || failed ? (
          <Link to="/account" className={buttonClasses('primary', 'md', 'mt-6 inline-flex')}>
            Go to my account
          </Link>
        ) : null}
      </Card>
    </div>
  );
}
