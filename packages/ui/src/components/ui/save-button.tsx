// A form's save button: locked and saying "Saving..." while the save runs, else its own words ('Save League Night').
import { Button, type ButtonProps } from './button';

export function SaveButton({
  pending,
  label,
  disabled,
  ...props
}: Omit<ButtonProps, 'children'> & { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? 'Saving...' : label}
    </Button>
  );
}
