/** Where the browser keeps the user's choices (local storage keys), and the tab's unsaved last change (session storage). */
export const STORAGE_KEYS = {
  tutorial: 'nyc-stager:tutorial',
  geography: 'nyc-stager:geography',
  theme: 'nyc-stager:theme',
  walkthroughOptOut: 'nyc-stager:walkthrough-dont-show',
  walkthroughSeen: 'nyc-stager:walkthrough-seen',
  /** Session storage, per plan id: the change made just before the page went away (src/ui/app/plan/lastChange.ts). */
  unsavedPlan: 'nyc-stager:unsaved-plan',
} as const;
