import { useState } from 'react';

// Keeps showing the last non-null value, so a dialog's text does not go blank during its exit animation.
export function useLastDefined<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
