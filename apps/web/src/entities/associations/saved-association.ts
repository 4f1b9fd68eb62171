export type SavedAssociation<T> = { message: string; data: T };
