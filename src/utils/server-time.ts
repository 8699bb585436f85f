const DIGIT_0 = 48;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The number written by the digits of `text` from `start` to `end`; -1 if one is not a digit. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * `2026-03-04T05:06:07Z`, `…T05:06:07.123456Z` or `…+00:00`, as Laravel serialises a date: the
 * time in ms, or NaN for any other text and for anything unusual in it (31 February, a leap
 * second), which `Date.parse` then reads. Read by hand because a team's whole list is
 * summarised on the main thread, four dates a kaizen, and `Date.parse` was most of that time.
 */
function utcTime(text: string): number {
  if (text.length < 20 || text.charCodeAt(10) !== 84 /* T */) return NaN;
  let end = text.length;
  if (text.endsWith('Z')) end -= 1;
  else if (text.endsWith('+00:00')) end -= 6;
  else return NaN;
  if (text[4] !== '-' || text[7] !== '-' || text[13] !== ':' || text[16] !== ':') return NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hours = digits(text, 11, 13);
  const minutes = digits(text, 14, 16);
  const seconds = digits(text, 17, 19);
  let ms = 0;
  if (end > 19) {
    if (text[19] !== '.' || end === 20) return NaN;
    const fraction = digits(text, 20, Math.min(end, 23));
    if (fraction < 0 || digits(text, 20, end) < 0) return NaN;
    ms = fraction * 10 ** (3 - Math.min(end - 20, 3));
  }
  // Date.UTC reads years below 100 as 19xx.
  if (year < 1000 || Math.min(hours, minutes, seconds) < 0 || month < 1 || month > 12 || day < 1)
    return NaN;
  const monthDays = month === 2 && leap(year) ? 29 : MONTH_DAYS[month - 1];
  if (day > monthDays || hours > 23 || minutes > 59 || seconds > 59) return NaN;
  return Date.UTC(year, month - 1, day, hours, minutes, seconds, ms);
}

/**
 * A time the server sent, in ms since the epoch, as `Date.parse` reads it; null for none or one
 * that cannot be read.
 */
export function serverTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const fast = utcTime(text);
  if (!Number.isNaN(fast)) return fast;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
