import type { ErrorMessageOptions } from '@marketday/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { getErrorMessage, type ServerFieldError, serverFieldErrors } from './api-client';

// What applyServerErrors needs of useForm's result.
export type ServerErrorForm<T extends FieldValues, C, TOut extends FieldValues> = Pick<
  UseFormReturn<T, C, TOut>,
  'control' | 'setError'
>;

// Only a field the form has registered (an input or a Controller) can show a message; a value the form
// merely carries (a hidden token, a whole group such as `settings`) cannot.
function isFieldOf<T extends FieldValues, C, TOut extends FieldValues>(
  form: ServerErrorForm<T, C, TOut>,
  path: string,
): path is Path<T> {
  return form.control._names.mount.has(path);
}

/**
 * Puts each message the server returned for a field (`errors[].path`, dot-joined like `tokens.0.count`) on
 * that react-hook-form field, focusing the first. Returns what the form's banner shows: the messages no
 * field took, or the error's own message when the server named no field; null when every one found its field.
 */
export function applyServerErrors<T extends FieldValues, C, TOut extends FieldValues>(
  form: ServerErrorForm<T, C, TOut>,
  error: unknown,
  options: ErrorMessageOptions = { useDetail: true },
): string | null {
  const placed: ServerFieldError[] = [];
  const unplaced: ServerFieldError[] = [];
  for (const fieldError of serverFieldErrors(error)) {
    (isFieldOf(form, fieldError.path) ? placed : unplaced).push(fieldError);
  }
  placed.forEach(({ path, message }, index) => {
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  if (placed.length === 0) return getErrorMessage(error, options);
  if (unplaced.length === 0) return null;
  return options.useDetail
    ? unplaced.map(({ message }) => message).join(' ')
    : getErrorMessage(error, options);
}
