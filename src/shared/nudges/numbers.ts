/**
 * Every number the pre-check's rules use, in one table: distances, thresholds, lead times and the
 * assumptions the app makes where the plan cannot say (a stage's deck height). The rules (rules.ts,
 * precheck/permitRules.ts) read them from here, so a changed regulation is one edit, and the README
 * and the findings quote the same figures. Each entry names its source.
 */
export const RULE_NUMBERS = {
  /** The spec's rules table (001_…, 'Nudge rules'). */
  spec: { grillToTreeFt: 10, grillToBenchFt: 6, rampClearanceFt: 3, treeFasteningFt: 2 },
  /** NYC Traffic Rules, 34 RCNY § 4-08(e)(2): no standing within 15 ft of a hydrant. */
  hydrantClearanceFt: 15,
  /** SAPO rules and the Street Design Manual: a full street closure keeps a 15 ft emergency vehicle lane. */
  emergencyLaneFt: 15,
  parks: {
    /** Parks special events FAQ: 'twenty or more people'. */
    eventPermitAttendance: 20,
    /** Parks special events FAQ: 'permits require at least 30 days for processing'. */
    eventPermitLeadDays: 30,
  },
  dob: {
    /** CECM, Department of Buildings: a stage, press platform or scaffolding over 2 ft high … */
    platformHeightFt: 2,
    /** … covering 120 sq ft or more. */
    platformAreaFt2: 120,
    /** A prop or truss higher than 10 ft. */
    trussHeightFt: 10,
    /** A tent or canopy of more than 400 gross sq ft. */
    tentAreaFt2: 400,
    /** Any of these in place for 30 days or more. */
    standingDays: 30,
    /** Temporary Place of Assembly: 200 or more people outdoors … */
    assemblyOutdoors: 200,
    /** … or 75 or more indoors (every plan here is outdoors; kept for the record). */
    assemblyIndoors: 75,
    /** DOB Temporary Use Permit page: filed 'no later than 15 business days prior'. */
    leadBusinessDays: 15,
  },
  /** CECM permit deadlines: street events small / medium / large, and plaza events (Level C assumed). */
  sapo: { smallLeadDays: 14, mediumLeadDays: 30, largeLeadDays: 45, plazaLeadDays: 30 },
  dsny: {
    /** Admin Code § 16-327(b)(1): at least two receptacles within or near each intersection … */
    receptaclesPerIntersection: 2,
    /** … one of them for recycling. */
    recyclingPerIntersection: 1,
    /** 'Near' an intersection, as the app measures it (an assumption: the code gives no distance). */
    nearIntersectionFt: 50,
    /** 16 RCNY chapter 14 (street events): meet the district officer at least three weeks before. */
    meetingLeadDays: 21,
  },
  nypd: {
    /** NYPD permits page: the sound device application is filed at least five days before. */
    soundLeadDays: 5,
    /** Admin Code § 10-108: no permit within 500 ft of a school, courthouse, house of worship or hospital in session. */
    quietZoneFt: 500,
  },
  /** DOHMH: the sponsor sends the vendor list 30 days ahead (second-hand, see the citation). */
  dohmh: { vendorListLeadDays: 30 },
  /** CECM, DEP: generators of 40 kW or more are registered. */
  dep: { generatorKw: 40 },
  ada: {
    /** ADA 2010 § 213.2 Exception 5: 5% of the portable toilets in each cluster, at least one. */
    accessibleToiletShare: 0.05,
    /** Toilets closer than this to one another stand in one cluster (an assumption of the app). */
    toiletClusterFt: 25,
    /** ADA 2010 § 403.5.1: an accessible route is at least 36 in wide. */
    routeWidthIn: 36,
  },
  /** NYS Sanitary Code Part 18 (10 NYCRR). */
  part18: {
    attendance: 5000,
    /** DOH-44: filed no later than 15 days before the event (or 5 days before advertising, if earlier). */
    leadDays: 15,
    /** § 18.4: care stations (two EMTs each), ambulances and the physician by crowd size. */
    tiers: [
      { upTo: 15000, stations: 1, ambulances: 1, physician: 'available within 15 minutes' },
      { upTo: 30000, stations: 2, ambulances: 1, physician: 'available within 15 minutes' },
      { upTo: 50000, stations: 2, ambulances: 2, physician: 'on site' },
      { upTo: Infinity, stations: 2, ambulances: 3, physician: 'on site' },
    ],
  },
  deadlines: {
    /** A file-by date this many days away or fewer is close: a warning. Past it: a blocker. */
    closeDays: 7,
  },
  assumptions: {
    /** A stage's deck height when none is set (editable in Shape Properties): a common portable deck. */
    stageDeckFt: 3,
  },
} as const;

export type Part18Tier = (typeof RULE_NUMBERS.part18.tiers)[number];
