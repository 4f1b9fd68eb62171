import { PlusIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

// The button that creates something new ("Add Vendor", "New Association"): a plus before its label.
export function AddButton({ children, ...props }: ButtonProps) {
  return (
    <Button {...props}>
      <PlusIcon aria-hidden="true" />
      {children}
    </Button>
  );
}
