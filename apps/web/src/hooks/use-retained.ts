import { useState } from 'react';

// Keeps the last non-null value so a dialog's text does not vanish during its closing animation.
export function useRetained<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
