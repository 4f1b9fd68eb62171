import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { httpError, networkError } from '@/test/http-errors';
import { applyServerErrors } from './apply-server-errors';

type Values = { name: string; tokens: { count: string }[]; token: string };

// A form as the app writes them: fields with their messages, a banner for the rest, and a value it only
// carries (`token`, like the reset link's).
function ServerForm({ refusal }: { refusal: unknown }) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { name: '', tokens: [{ count: '' }], token: 'abc' } });
  const { register, handleSubmit, formState } = form;
  const submit = handleSubmit(async () => {
    setBanner(null);
    try {
      await Promise.reject(refusal);
    } catch (error) {
      setBanner(applyServerErrors(form, error));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      {banner ? <FormBanner variant="error">{banner}</FormBanner> : null}
      <TextField id="name" label="Name" error={formState.errors.name?.message} {...register('name')} />
      <TextField
        id="snap"
        label="SNAP"
        error={formState.errors.tokens?.[0]?.count?.message}
        {...register('tokens.0.count')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function refusal(errors: { path: string; message: string }[]) {
  return httpError(400, { detail: errors[0]?.message ?? 'Refused', status: 400, errors });
}

async function submitWith(error: unknown) {
  const user = userEvent.setup();
  render(<ServerForm refusal={error} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('applyServerErrors', () => {
  it('shows each message under the field its dot-joined path names, focusing the first', async () => {
    await submitWith(
      refusal([
        { path: 'tokens.0.count', message: 'Too many tokens' },
        { path: 'name', message: 'Name is taken' },
      ]),
    );
    const snap = screen.getByLabelText('SNAP');
    expect(snap).toHaveAttribute('aria-invalid', 'true');
    expect(snap).toHaveAccessibleDescription('Too many tokens');
    expect(snap).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken');
    // Every message found its field: the two field messages are the only alerts, no banner repeats them.
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('puts a path the form has no field for in the banner, and the rest on their fields', async () => {
    await submitWith(
      refusal([
        { path: 'name', message: 'Name is taken' },
        { path: 'token', message: 'This link has expired' },
        { path: 'settings.color', message: 'Unknown colour' },
      ]),
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken');
    expect(screen.getByText('This link has expired Unknown colour')).toBeInTheDocument();
  });

  it("shows the server's detail in the banner when it names no field", async () => {
    await submitWith(httpError(409, { detail: 'A market with that name exists', status: 409 }));
    expect(screen.getByRole('alert')).toHaveTextContent('A market with that name exists');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('says the server could not be reached when there was no answer', async () => {
    await submitWith(networkError());
    expect(screen.getByRole('alert')).toHaveTextContent('Server connection error.');
  });
});
