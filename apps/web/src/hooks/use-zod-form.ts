import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

// A form checked by the shared zod schema the server route uses, as the user types (docs/product.md §5: a submit
// button stays off until the form is valid, so the form revalidates on every change).
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onChange',
    ...options,
    resolver: zodResolver(schema),
  });
}
