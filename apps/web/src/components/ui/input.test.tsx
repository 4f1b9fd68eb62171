import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

function ShownLater() {
  const [shown, setShown] = useState(false);
  const [text, setText] = useState('');
  return shown ? (
    <Input
      aria-label="Gross today"
      autoFocus
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Report sales
    </button>
  );
}

describe('Input', () => {
  it('takes the focus when it is drawn with autoFocus, long after the page loaded', async () => {
    const user = userEvent.setup();
    render(<ShownLater />);
    await user.click(screen.getByRole('button', { name: 'Report sales' }));
    const field = screen.getByRole('textbox', { name: 'Gross today' });
    expect(field).toHaveFocus();
    // Only when first drawn: typing re-renders it, and the focus stays where the person puts it.
    await user.type(field, '12');
    expect(field).toHaveValue('12');
  });

  it('puts back the text its state holds when a change is refused', async () => {
    function DigitsOnly() {
      const [text, setText] = useState('7');
      return (
        <Input
          aria-label="Count"
          value={text}
          onChange={(event) => {
            if (/^\d*$/.test(event.target.value)) setText(event.target.value);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<DigitsOnly />);
    const field = screen.getByRole('textbox', { name: 'Count' });
    await user.type(field, 'x');
    expect(field).toHaveValue('7');
    await user.type(field, '5');
    expect(field).toHaveValue('75');
  });
});
