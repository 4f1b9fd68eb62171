// A rule passed as `{ ...whenValid }` says nothing once an earlier rule of the same field has refused the value:
// one clear message per field. Its own module, so a schema can use it without loading the limits' schemas.
export const whenValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
