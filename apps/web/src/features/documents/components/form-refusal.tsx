// The server's refusal that no field of a document form took, under its fields.
export function FormRefusal({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
    >
      {message}
    </p>
  );
}
