/**
 * What a form inside a dialog or sheet gets from its opener: onSubmit sends the values (a refusal rejects, for
 * the form to show), onCancel closes without saving.
 */
export type DialogFormActions<V> = { onSubmit: (values: V) => Promise<void>; onCancel: () => void };
