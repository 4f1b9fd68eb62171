// A submit failure, announced as soon as it appears.
export function FormErrorBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
    >
      {message}
    </p>
  );
}
