import { useState } from 'react';

// A test's stand-in for the form that owns a controlled input: it holds the value the input last reported, so
// the input re-renders with it as in the app, and tells the test each change. Spread the result on the input.
export function useControlledValue<V>(initial: V, onValue?: (value: V) => void) {
  const [value, setValue] = useState(initial);
  return {
    value,
    onChange: (next: V) => {
      setValue(next);
      onValue?.(next);
    },
  };
}
