// The toast of a change that was not saved: its title, and the server's words (or 'Please try again.').
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';

export const failureToast = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
