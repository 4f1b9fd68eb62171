// An enumeration whose every value has a label people read, written once as `{ VALUE: 'Label' }`: the values come
// out in the order written (z.enum, database enums and lists keep it) and the labels are that same object.
export function labelledEnum<Value extends string>(
  labels: Record<Value, string>,
): readonly [values: readonly [Value, ...Value[]], labels: Record<Value, string>] {
  return [Object.keys(labels) as [Value, ...Value[]], labels];
}
