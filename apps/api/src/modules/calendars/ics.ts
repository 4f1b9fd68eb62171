// An RFC 5545 calendar of market days, written by hand (a few properties do not need a library): CRLF line ends,
// lines folded at 75 octets without splitting a UTF-8 character, and text values escaped.

export type MarketDayEvent = {
  // Stable per market and date, so a calendar app updates the event instead of adding a second one.
  uid: string;
  date: string; // 'YYYY-MM-DD' at the market
  start: string; // 'HH:MM' or 'HH:MM:SS', wall-clock time at the market
  end: string;
  timeZone: string; // IANA zone, as TZID
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
};

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded at 75 octets: each further piece starts with a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation line holds 74 after its leading space.
    if (octets + size > (pieces.length === 0 ? 75 : 74)) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

const localDateTime = (date: string, time: string) =>
  `${date.replaceAll('-', '')}T${time.slice(0, 5).replace(':', '')}00`;

const utcStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function eventLines(event: MarketDayEvent, stamp: string): string[] {
  const zone = `TZID=${event.timeZone}`;
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;${zone}:${localDateTime(event.date, event.start)}`,
    `DTEND;${zone}:${localDateTime(event.date, event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR document, named `name` in calendar apps. */
export function icsCalendar({
  name,
  events,
  now,
}: {
  name: string;
  events: readonly MarketDayEvent[];
  now: Date;
}): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Marketday//Market days//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
