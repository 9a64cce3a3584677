/** Dates as the user's clock shows them: file names and the time printed on an export. */
const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' in local time. */
export function localDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'yyyy-mm-dd hh:mm' in local time. */
export function localDateTime(d: Date): string {
  return `${localDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
