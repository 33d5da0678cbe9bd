const dateTime = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '26/11/2026, 19:40' in the device's time zone: when the agent downloaded the data. */
export function offlineDate(iso: string): string {
  return dateTime.format(new Date(iso));
}

const megabytes = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '3,4 MB' */
export function offlineSize(bytes: number): string {
  return `${megabytes.format(bytes / 1_048_576)} MB`;
}
