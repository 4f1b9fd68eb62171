import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { AlertsProvider } from '@/components/ui/alerts-provider';
import { FormBanner } from '@/components/ui/form-banner';
import { TextField } from '@/components/ui/form-field';
import { httpError } from '@/test/http-errors';
import { type RefusalTarget, useServerForm } from './use-server-form';

type Values = { name: string };
type Props = {
  send: (values: Values) => Promise<string>;
  onSuccess?: (result: string) => void;
  refusal?: RefusalTarget;
};

function NameForm({ send, onSuccess, refusal }: Props) {
  const form = useForm<Values>({ defaultValues: { name: 'Alpha' } });
  const { onSubmit, formError } = useServerForm({ form, send, onSuccess, refusal });
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
      <TextField
        id="name"
        label="Name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const refused = (detail: string, errors: { path: string; message: string }[] = []) =>
  httpError(409, { detail, status: 409, errors });

async function save(props: Props, { alerts = false } = {}) {
  const user = userEvent.setup();
  render(alerts ? <AlertsProvider>{<NameForm {...props} />}</AlertsProvider> : <NameForm {...props} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('useServerForm', () => {
  it('sends the values and hands the answer to onSuccess', async () => {
    const send = vi.fn().mockResolvedValue('saved');
    const onSuccess = vi.fn();
    await save({ send, onSuccess });
    expect(send).toHaveBeenCalledWith({ name: 'Alpha' });
    expect(onSuccess).toHaveBeenCalledWith('saved', { name: 'Alpha' });
  });

  it('puts a message the server pins on a field there, and the rest in the banner until the next send', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(refused('Name is taken', [{ path: 'name', message: 'Name is taken' }]))
      .mockRejectedValueOnce(refused('The plan allows 3 vendors'))
      .mockResolvedValueOnce('saved');
    const user = await save({ send });
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is taken');
    // Under the field only: no banner repeats it.
    expect(screen.getAllByText('Name is taken')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The plan allows 3 vendors')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('The plan allows 3 vendors')).not.toBeInTheDocument();
  });

  it('toasts a refusal no field took when asked to', async () => {
    await save({ send: () => Promise.reject(refused('Market is full')), refusal: 'toast' }, { alerts: true });
    expect(await screen.findByText('Market is full')).toBeInTheDocument();
  });

  it("hands a refusal to the form's own place for it, with the error", async () => {
    const refusal = vi.fn();
    const error = refused('Code not found');
    await save({ send: () => Promise.reject(error), refusal });
    expect(refusal).toHaveBeenCalledWith('Code not found', error);
  });
});
