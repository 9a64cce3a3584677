/** Where the browser keeps the user's choices (local storage keys). */
export const STORAGE_KEYS = {
  tutorial: 'nyc-stager:tutorial',
  geography: 'nyc-stager:geography',
  theme: 'nyc-stager:theme',
  walkthroughOptOut: 'nyc-stager:walkthrough-dont-show',
  walkthroughSeen: 'nyc-stager:walkthrough-seen',
} as const;
