// The account page's note while the address is unverified (docs/decisions/207-email-verification-and-identities.md):
// what waits for the link, and a new link on request.
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import { useResendVerificationEmail } from '../api/verify-email';
import { useToastedMutation } from '../../../lib/toasted-mutation';

export function EmailVerificationCard({ email }: { email: string }) {
  const resend = useToastedMutation(useResendVerificationEmail(), 'The link could not be sent');
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: () => toast({ title: 'Link sent', description: `Check ${email} for the link.` }),
    });
  return (
    <Card className="border-amber-200 bg-amber-50 p-6">
      <section aria-labelledby="email-verification-heading" className="space-y-3">
        <h2 id="email-verification-heading" className="text-lg font-semibold text-amber-900">
          Please confirm your e-mail address
        </h2>
        <p className="text-sm text-amber-900">
          We sent a link to {email}. Until you open it, league invitations cannot reach you and your address cannot be
          your username.
        </p>
        <Button variant="outline" size="sm" onClick={onClick} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send a new link'}
        </Button>
      </section>
    </Card>
  );
}
