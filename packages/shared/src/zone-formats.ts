/**
 * One formatter per time zone, made the first time a zone is asked for: building an Intl.DateTimeFormat costs far
 * more than using one, and screens ask for the date or time at each market on every render (issue 32).
 */
export function formatterPerZone(make: (timeZone: string) => Intl.DateTimeFormat) {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string): Intl.DateTimeFormat => {
    let format = made.get(timeZone);
    if (!format) {
      format = make(timeZone);
      made.set(timeZone, format);
    }
    return format;
  };
}
