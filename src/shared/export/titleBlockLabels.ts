/**
 * The title block's labels, as the Event Information form names the fields. A module of its own:
 * the shared plan's summary on the page shows them without loading the block's layout (and the QR
 * code library behind it).
 */
export const TITLE_BLOCK_LABELS = {
  name: 'Event',
  organizer: 'Organizer',
  contact: 'Contact',
  date: 'Date',
  time: 'Time',
  attendance: 'Attendance',
  permit: 'Permit #',
  notes: 'Notes',
  eventType: 'Type',
  endDate: 'Last day',
  startTime: 'Starts',
  endTime: 'Ends',
  loadInDate: 'Load-in',
  loadInTime: 'Load-in time',
  loadOutDate: 'Load-out',
  loadOutTime: 'Load-out time',
  advertisingDate: 'First advertised',
  site: 'Site',
  scale: 'Scale',
  revision: 'Revision',
  revisions: ['Rev.', 'Date', 'Description'],
  shared: 'Shared plan',
} as const;
