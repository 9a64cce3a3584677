/**
 * Every number the pre-check's rules use, in one table, each with the words it was read in and the
 * page it came from: distances, thresholds, lead times, and the assumptions the app makes where the
 * plan or the offices cannot say (a stage's deck height). A number read in a copy is marked by its
 * page (`secondHand`); one no page gives has `page: null` and says so in its quote: the rules using it
 * are guidance, never blockers. The rules (rules.ts, precheck/) read the values as `RULE_NUMBERS`, so
 * a changed regulation is one edit here, and docs/permit-sources.md lists them all by source.
 */
import { CITATIONS, type Citation } from './citations';

/** How a number was found: on the office's own page, in a copy or summary, or nowhere. */
export type SourceHand = 'first-hand' | 'second-hand' | 'none';

export interface Sourced<T> {
  readonly value: T;
  /** The page's words (or, for `page: null`, what there is and why the number is the app's). */
  readonly quote: string;
  readonly page: Citation | null;
}

const SOURCED = Symbol('sourced');
// The brand tells a number's entry from a group of them when the table is walked.
function n<T>(value: T, quote: string, page: Citation | null): Sourced<T> {
  const entry = { value, quote, page, [SOURCED]: true };
  return entry;
}

export function isSourced(v: unknown): v is Sourced<unknown> {
  return typeof v === 'object' && v !== null && SOURCED in v;
}

export function handOf(s: Sourced<unknown>): SourceHand {
  if (!s.page) return 'none';
  return s.page.secondHand ? 'second-hand' : 'first-hand';
}

const C = CITATIONS;
/** The product specification's nudge rules table ('001_…', 'Nudge rules'): the app's contract, not an office's page. */
const spec = (row: string) => `The product specification's rules table: '${row}'. No office page gives this distance.`;

export const RULE_SOURCES = {
  spec: {
    grillToTreeFt: n(10, 'Keep grills at least ten feet away from trees & overhead branches.', C.senateBbq),
    grillToBenchFt: n(6, spec('grill to bench | 6 ft | info'), null),
    rampClearanceFt: n(3, spec('anything to pedestrian ramp | 3 ft'), null),
    treeFasteningFt: n(2, spec('anything to tree (fastening) | 2 ft'), null),
  },
  hydrantClearanceFt: n(15, 'No standing within 15 feet of a fire hydrant (34 RCNY § 4-08(e)(2)).', C.hydrant),
  emergencyLaneFt: n(
    15,
    "No page found gives a width. SAPO's application (in a summary) asks that 'one lane on every street remains open for emergency vehicles'.",
    null,
  ),
  parks: {
    eventPermitAttendance: n(
      20,
      'Special events permits are required for events/activities where twenty or more people will be present.',
      C.parksEventsFaq,
    ),
    eventPermitLeadDays: n(30, 'permits require at least 30 days for processing', C.parksEventsFaq),
    /** The month applications for a calendar year open, in the year before. */
    applicationsOpenMonth: n(
      9,
      'NYC Parks will begin accepting applications for the 2025 calendar year at 12:01 A.M. on Tuesday September 3, 2024.',
      C.parksApply,
    ),
    /** 56 RCNY § 2-08: Great Lawn applications at least this many months ahead … */
    greatLawnMinMonths: n(
      2,
      "(7) Applications for special event and demonstration permits for events to take place on the Great Lawn in Central Park must be received no less than two (2) or more than six … (the copy read breaks off there; the months are the issue's reading of § 2-08)",
      C.greatLawn,
    ),
    /** … and at most this many. */
    greatLawnMaxMonths: n(
      6,
      "(7) Applications for special event and demonstration permits for events to take place on the Great Lawn in Central Park must be received no less than two (2) or more than six … (the copy read breaks off there; the months are the issue's reading of § 2-08)",
      C.greatLawn,
    ),
  },
  dob: {
    platformHeightFt: n(
      2,
      'a stage, press platform or scaffolding that exceeds two feet in height and covers an area of 120 square feet or more',
      C.cecmBuildings,
    ),
    platformAreaFt2: n(
      120,
      'a stage, press platform or scaffolding that exceeds two feet in height and covers an area of 120 square feet or more',
      C.cecmBuildings,
    ),
    trussHeightFt: n(
      10,
      'if you will have a prop or a truss at this event that is higher than 10 feet',
      C.cecmBuildings,
    ),
    tentAreaFt2: n(400, 'a tent or canopy that is more than 400 gross square feet', C.cecmBuildings),
    standingDays: n(
      30,
      'if your stage, press platform or scaffolding will be in place for 30 days or more',
      C.cecmBuildings,
    ),
    /** A temporary structure's permit, counted from the start of construction (load-in). */
    structureLeadBusinessDays: n(
      15,
      'no later than 15 business days prior to the construction of the temporary structure or the commencement of the temporary use',
      C.dobTemporaryUse,
    ),
    /** Temporary Place of Assembly: 200 or more people outdoors … */
    assemblyOutdoors: n(200, 'Where 200 or more people gather outdoors', C.tpa),
    /** … or 75 or more indoors (every plan here is outdoors; kept for the record). */
    assemblyIndoors: n(75, 'Where 75 or more people gather indoors', C.tpa),
    tpaLeadBusinessDays: n(
      10,
      'You must request a TPACO 10 business days before the event to avoid extra fees. The filing date of the online request counts as one of the days.',
      C.tpa,
    ),
    tpaFee: n(250, 'The fee for a TPA is $250.', C.tpa),
    tpaLateFeePerDay: n(
      100,
      'If the event is less than 10 business days away, you must pay an extra $100 per day.',
      C.tpa,
    ),
    tpaNoGuaranteeBusinessDays: n(
      3,
      'Filings submitted three business days or less before the event cannot be guaranteed timely processing.',
      C.tpa,
    ),
    tpaMaxDays: n(30, 'A TPA is issued for events lasting less than 30 days.', C.cecmBuildings),
    fireGuardPeople: n(100, '1 certified fire guard per 100 people', C.tpaFdny),
    /** Temporary amusement rides: the days' notice DOB needs to inspect them. */
    amusementRideNoticeDays: n(
      12,
      "The City needs 12 days' notice to do inspections and process license applications for temporary amusement rides.",
      C.amusementRides,
    ),
    /** Construction outside these hours on a weekday, or on a weekend, needs an After Hours Variance. */
    workdayStartHour: n(
      7,
      'construction after hours, which are between 6pm and 7am on weekdays or any time on weekends',
      C.cecmBuildings,
    ),
    workdayEndHour: n(
      18,
      'construction after hours, which are between 6pm and 7am on weekdays or any time on weekends',
      C.cecmBuildings,
    ),
  },
  sapo: {
    smallLeadDays: n(14, 'Street Events - Small | 14 days', C.cecmDeadlines),
    mediumLeadDays: n(30, 'Street Events - Medium | 30 days', C.cecmDeadlines),
    largeLeadDays: n(45, 'Street Events - Large | 45 days', C.cecmDeadlines),
    plazaLevelA: n(
      45,
      'Plaza Events - Level A | 45 Days | 60 days if event is on multiple plaza blocks',
      C.cecmDeadlines,
    ),
    plazaLevelAMultiBlock: n(
      60,
      'Plaza Events - Level A | 45 Days | 60 days if event is on multiple plaza blocks',
      C.cecmDeadlines,
    ),
    plazaLevelB: n(
      30,
      'Plaza Events - Level B | 30 days | 45 days if event is on multiple plaza blocks',
      C.cecmDeadlines,
    ),
    plazaLevelBMultiBlock: n(
      45,
      'Plaza Events - Level B | 30 days | 45 days if event is on multiple plaza blocks',
      C.cecmDeadlines,
    ),
    plazaLevelC: n(30, 'Plaza Events - Level C | 30 days', C.cecmDeadlines),
    plazaLevelD: n(14, 'Plaza Events - Level D | 14 days', C.cecmDeadlines),
    blockPartyLeadDays: n(60, 'Block Parties | 60 days', C.cecmDeadlines),
    singleBlockFestivalLeadDays: n(90, 'Single Block Festivals | 90 days', C.cecmDeadlines),
    singleBlockFestivalHours: n(
      12,
      'Single block festivals are limited to one block and 12 consecutive hours',
      C.cecmSingleBlockFestivals,
    ),
    cleanUpLeadDays: n(60, 'Clean Ups | 60 days', C.cecmDeadlines),
    farmersMarketLeadDays: n(60, 'Farmers Markets | 60 days', C.cecmDeadlines),
    healthFairLeadDays: n(30, 'Health Fairs | 30 days', C.cecmDeadlines),
    religiousLeadDays: n(60, 'Religious Events | 60 days', C.cecmDeadlines),
    pressLeadDays: n(
      10,
      'Press Conference, Rally or Stationary Demonstration | 10 days | Unless need for event could no[t] be anticipated in advance',
      C.cecmDeadlines,
    ),
    productionLeadDays: n(10, 'Production Events | 10 days', C.cecmDeadlines),
    openCultureLeadDays: n(15, 'Open Culture Events | 15 days', C.cecmDeadlines),
    /** Street festivals: by this month and day of the year before the event. */
    streetFestivalByMonth: n(12, 'Street Festivals | December 31st of the year before', C.cecmDeadlines),
    streetFestivalByDay: n(31, 'Street Festivals | December 31st of the year before', C.cecmDeadlines),
    mobileUnitsLeadDays: n(60, 'Mobile Units | 60 days', C.cecmDeadlines),
    extraLargeLeadDays: n(
      60,
      'Extra Large Events | Up to 60 days | Depends on Plaza Levels, if plazas are used',
      C.cecmDeadlines,
    ),
    /** Street festivals: applications taken from this month and day of the year before. */
    streetFestivalOpensMonth: n(
      11,
      'applications may be submitted November 1 – December 31 of the preceding year',
      C.dotStreetFairs,
    ),
    streetFestivalOpensDay: n(
      1,
      'applications may be submitted November 1 – December 31 of the preceding year',
      C.dotStreetFairs,
    ),
    streetFestivalDailyHours: n(
      12,
      'Street Festival: Closes multiple blocks for one day or more for a maximum of 12 hours a day',
      C.dotStreetFairs,
    ),
    /** The single-block festival's other published date (December 31 of the year before): no page found gives it. */
    singleBlockFestivalFaqByMonth: n(
      12,
      "The issue reads December 31 of the year before in SAPO's FAQ; no page found gives it for single-block festivals (the deadlines page says 90 days): guidance.",
      null,
    ),
    singleBlockFestivalFaqByDay: n(
      31,
      "The issue reads December 31 of the year before in SAPO's FAQ; no page found gives it for single-block festivals (the deadlines page says 90 days): guidance.",
      null,
    ),
    insuranceDollars: n(
      1000000,
      'All events except for Block Parties and Rallies/Demonstrations are required to have liability insurance in the amount of $1 million per occurrence naming the City of New York as an additional insured.',
      C.dotProgrammingGuidelines,
    ),
  },
  dsny: {
    receptaclesPerIntersection: n(
      2,
      'at least two receptacles within or near each intersection …, one for solid waste and one for recyclable materials (§ 16-327(b)(1))',
      C.adminCode16327,
    ),
    recyclingPerIntersection: n(
      1,
      'at least two receptacles within or near each intersection …, one for solid waste and one for recyclable materials (§ 16-327(b)(1))',
      C.adminCode16327,
    ),
    nearIntersectionFt: n(
      50,
      "The code says 'within or near' and gives no distance: 50 ft is the app's reading.",
      null,
    ),
    meetingLeadDays: n(
      21,
      'the sponsor meets the sanitation district officer at least three weeks before the event',
      C.dsnyStreetEventRules,
    ),
  },
  nypd: {
    soundLeadDays: n(
      5,
      'The application must be filed at the precinct where the device is to be used no less than five days before the event.',
      C.nypdPermits,
    ),
    quietZoneFt: n(
      500,
      'The police commissioner shall not issue any permit for the use of a sound device or apparatus: In any location within five hundred feet of a school, courthouse, …',
      C.adminCode10108,
    ),
    paradeAdvisedMonths: n(
      9,
      'advised to submit an application nine months prior to an event if 1,000 or more individuals are expected to march',
      C.nypdPermits,
    ),
    paradeAdvisedMarchers: n(
      1000,
      'advised to submit an application nine months prior to an event if 1,000 or more individuals are expected to march',
      C.nypdPermits,
    ),
    paradePrecinctDays: n(
      10,
      'If the application is made within ten days of the event, the applicant must file the request through the precinct where the parade will take place.',
      C.nypdPermits,
    ),
    /** § 10-110(a): the statute's least notice before a procession forms. */
    paradeStatuteHours: n(
      36,
      'Application for such permit shall be made in writing … not less than thirty-six hours previous to the forming or marching of such procession, parade or race (§ 10-110(a)).',
      C.adminCode10110,
    ),
  },
  noise: {
    nightFromHour: n(22, 'at or after 10:00 p.m. and before 7:00 a.m. (§ 24-218(b)(1))', C.adminCode24218),
    nightToHour: n(7, 'at or after 10:00 p.m. and before 7:00 a.m. (§ 24-218(b)(1))', C.adminCode24218),
    nightDbA: n(
      7,
      'measured at a level of 7 dB(A) or more above the ambient sound level at or after 10:00 p.m. and before 7:00 a.m.',
      C.adminCode24218,
    ),
    dayDbA: n(
      10,
      'measured at a level of 10 dB(A) or more above the ambient sound level at or after 7:00 a.m. and before 10:00 p.m.',
      C.adminCode24218,
    ),
    measuredAtFt: n(
      15,
      'as measured at a distance of 15 feet or more from the source on a public right-of-way',
      C.adminCode24218,
    ),
  },
  dohmh: {
    vendorListLeadDays: n(
      30,
      'The sponsor shall submit to the Department, at least thirty (30) days prior to the first date of the event, a list of all individual food establishments and operators expected to participate in the event',
      C.healthCode88,
    ),
  },
  dep: {
    generatorKw: n(
      40,
      'If you plan to use a generator that is 40KW or greater, you are required to register your generator with DEP.',
      C.cecmDep,
    ),
  },
  fdny: {
    generatorGasolineGal: n(
      2.5,
      'A permit from NYFD is required for any use of portable generators with fuel storage tank capacity exceeding two and half gallons of gasoline and/or ten gallons of diesel.',
      C.generatorFuel,
    ),
    generatorDieselGal: n(
      10,
      'A permit from NYFD is required for any use of portable generators with fuel storage tank capacity exceeding two and half gallons of gasoline and/or ten gallons of diesel.',
      C.generatorFuel,
    ),
  },
  sbs: {
    /** Temporary Waterfront Place of Assembly: 200 or more people outdoors on City-owned waterfront property … */
    waterfrontOutdoors: n(
      200,
      'A Temporary Waterfront Place of Assembly Certificate of Operation is required for temporary events held on City-owned waterfront property, where 75 or more members of the public gather indoors or 200 or more gather outdoors',
      C.waterfrontTpa,
    ),
    /** … filed this many business days ahead … */
    waterfrontLeadBusinessDays: n(
      10,
      'Application for a TPA must be filed at least Ten (10) business days in advance of when the TPA is required.',
      C.waterfrontTpa,
    ),
    /** … or this many when there is construction. */
    waterfrontConstructionBusinessDays: n(
      20,
      'If any construction is involved, application must be filed at least Twenty (20) business days in advance of when the Construction Permit is required.',
      C.waterfrontTpa,
    ),
  },
  ada: {
    accessibleToiletShare: n(
      0.05,
      'Where multiple single user portable toilet or bathing units are clustered at a single location, no more than 5 percent of the toilet units and bathing units at each cluster shall be required to comply with 603 (§ 213.2 Exception 3; the Access Board: access is required to at least 5% at each cluster).',
      C.ada2010,
    ),
    toiletClusterFt: n(
      25,
      "The Standards say 'clustered at a single location' and give no distance: 25 ft is the app's reading.",
      null,
    ),
    routeWidthIn: n(36, 'An accessible route is at least 36 inches wide (§ 403.5.1, clear width).', C.ada2010),
  },
  part18: {
    attendance: n(
      5000,
      'If you are having an event with 5,000 people or more, which includes all personnel, attendees, spectators, and bystanders, you are required to apply for a Part 18 Permit.',
      C.cecmNysDoh,
    ),
    leadDays: n(
      30,
      'Application for a permit … shall be made at least five days before the first day of advertising and at least 30 days before the first day of the event (§ 18.3(b)).',
      C.part18Permit,
    ),
    advertisingLeadDays: n(
      5,
      'at least five days before the first day of advertising and at least 30 days before the first day of the event (§ 18.3(b))',
      C.part18Permit,
    ),
    /** § 18.4: care stations (two EMTs each), ambulances and the physician by crowd size. */
    tiers: n(
      [
        { upTo: 15000, stations: 1, ambulances: 1, physician: 'available within 15 minutes' },
        { upTo: 30000, stations: 2, ambulances: 1, physician: 'available within 15 minutes' },
        { upTo: 50000, stations: 2, ambulances: 2, physician: 'on site' },
        { upTo: Infinity, stations: 2, ambulances: 3, physician: 'on site' },
      ] as const,
      '§ 18.4: emergency health care by attendance (5,000–15,000: one facility with two EMTs, one ambulance, a physician available within 15 minutes; …)',
      C.part18,
    ),
  },
  part7: {
    attendance: n(
      5000,
      'A mass gathering shall mean one which is likely to attract 5,000 people or more and continue for 24 hours or more',
      C.part7,
    ),
    hours: n(
      24,
      'A mass gathering shall mean one which is likely to attract 5,000 people or more and continue for 24 hours or more',
      C.part7,
    ),
  },
  seats: {
    /** A bench or a bleacher row seats one person per this many inches of its length. */
    inchesPerPerson: n(
      18,
      'For areas having fixed seating without dividing arms, the occupant load shall be not less than the number of seats based on one person for each 18 inches (457 mm) of seating length.',
      C.ibc1004,
    ),
    bleacherRowDepthIn: n(
      24,
      "A bleacher's depth over its rows: 24 in a row is the app's assumption (set the rows by its size).",
      null,
    ),
  },
  /** The NYC Building Code's occupant load and means of egress (chapter 10), read by the egress check. */
  nycbc: {
    /** Net ft² per person by use (Table 1004.1.2): the load is the net area over the factor. */
    occupantLoadFt2: {
      standing: n(5, 'Assembly without fixed seats: Standing space | 5 net (Table 1004.1.2)', C.nycbcOccupantLoad),
      chairs: n(7, 'Assembly without fixed seats: Concentrated (chairs only—not fixed) | 7 net', C.nycbcOccupantLoad),
      tablesAndChairs: n(
        15,
        'Assembly without fixed seats: Unconcentrated (tables and chairs) | 15 net',
        C.nycbcOccupantLoad,
      ),
    },
    /** Table 1006.3.1: up to this many people, two exits … */
    twoExitsUpTo: n(
      500,
      'Each story or occupied roof … shall have the minimum number of exits, or access to exits, as specified in Table 1006.3.1 (1-500: 2; 501-1,000: 3; more than 1,000: 4)',
      C.nycbcExitCount,
    ),
    /** … up to this many, three; above it, four. */
    threeExitsUpTo: n(
      1000,
      'In each story where you have 501-1,000 occupants you are required to have three exits and where you have more than 1,000 occupants you must have four exits.',
      C.nycbcExitCount,
    ),
    /** § 1005.3.2: inches of exit width per person on the level (doors, gates, openings). */
    levelWidthInPerPerson: n(
      0.2,
      'The capacity, in inches, of means of egress components other than stairways shall be calculated by multiplying the occupant load served by such component by a means of egress capacity factor of 0.2 inch (5.1 mm) per occupant.',
      C.nycbcEgressCapacity,
    ),
    /** § 1005.3.1: inches per person on stairways. */
    stairWidthInPerPerson: n(
      0.3,
      'The capacity, in inches, of means of egress stairways shall be calculated by multiplying the occupant load served by such stairways by a means of egress capacity factor of 0.3 inch (7.6 mm) per occupant.',
      C.nycbcEgressCapacity,
    ),
    /** The share of the required capacity left when any one exit is lost. */
    distributionShare: n(
      0.5,
      'Multiple means of egress shall be sized such that the loss of any one means of egress shall not reduce the available capacity to less than 50 percent of the required capacity.',
      C.nycbcDistribution,
    ),
    /** § 1010.1.1.1: the narrowest clear width of an egress door, in inches. */
    doorMinWidthIn: n(
      32,
      'The required capacity of each door opening shall be sufficient for the occupant load thereof and shall provide a minimum clear width of 32 inches (812.2 mm).',
      C.nycbcDoorWidth,
    ),
  },
  egress: {
    /**
     * The travel-distance limit for an outdoor assembly: none known. Table 1017.2 sends Group A to
     * § 1029.7, which no page read gives, so the longest walk is shown as a figure against no limit.
     */
    travelLimitFt: n(
      null as number | null,
      "Table 1017.2, Occupancy A: 'See Section 1029.7'. No page read gives § 1029.7's distance: the app shows the longest walk as a figure, with no limit.",
      C.nycbcTravelDistance,
    ),
    /** Gaps narrower than this between the pieces of an enclosure join them; wider ones are openings. */
    openingMinFt: n(
      3,
      "The app's reading: barricades or fence pieces less than 3 ft apart close the line (a gap a crowd cannot use as an exit); 3 ft or more is an opening, measured.",
      null,
    ),
    /** The widest gap read as an opening; a wider one leaves the line open. */
    openingMaxFt: n(
      24,
      "The app's reading: a gap up to 24 ft (a two-lane vehicle gate) between pieces of a ring is an opening; a wider one leaves the fence open.",
      null,
    ),
    /** An exit's clear width until one is set. */
    exitDefaultWidthFt: n(6, "The app's assumption: a common double gate, until the exit's width is set.", null),
    /** Green Guide: people a minute through each metre of level exit width. */
    flowPerMetreMinute: n(
      82,
      "No page read gives it: the issue's figure for level routes from the UK Green Guide (a guide for sports grounds, not a code), the app's assumption for the clearance time.",
      null,
    ),
    /** Green Guide § 13.4a: the normal maximum egress time, minutes. */
    clearanceMinutes: n(
      8,
      'It should be noted that the normal maximum egress time for all areas of viewing accommodation, standing or seated, is eight minutes (see Section 10.7).',
      C.greenGuide,
    ),
    /** Crowd managers (Fire Code of New York State, which the City does not apply: guidance): above this many people … */
    crowdManagersAbove: n(
      500,
      'Where facilities or events involve a gathering of more than 500 people, crowd managers shall be provided in accordance with Sections 403.12.3.1 through 403.12.3.3.',
      C.nysCrowdManagers,
    ),
    /** … at least this many … */
    crowdManagersMin: n(
      2,
      'Not fewer than two trained crowd managers, and not fewer than one trained crowd manager for each 250 persons or portion thereof, shall be provided for the gathering.',
      C.nysCrowdManagers,
    ),
    /** … and one for each this many people or part of it. */
    crowdManagerPeople: n(
      250,
      'Not fewer than two trained crowd managers, and not fewer than one trained crowd manager for each 250 persons or portion thereof, shall be provided for the gathering.',
      C.nysCrowdManagers,
    ),
  },
  deadlines: {
    /** A file-by date this many days away or fewer is close: a warning. Past it: a blocker. */
    closeDays: n(7, "The app's reminder window, not an office's rule.", null),
  },
} as const;

/** The values alone, shaped as RULE_SOURCES: what the rules read. */
type Values<T> = T extends Sourced<infer V> ? V : { readonly [K in keyof T]: Values<T[K]> };

function valuesOf<T>(tree: T): Values<T> {
  if (isSourced(tree)) return tree.value as Values<T>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(tree as Record<string, unknown>)) out[k] = valuesOf(v);
  return out as Values<T>;
}

export const RULE_NUMBERS = valuesOf(RULE_SOURCES);

/** Every sourced number with its dotted path ('dob.tpaLeadBusinessDays'), in the table's order. */
export function sourcedNumbers(): { path: string; entry: Sourced<unknown> }[] {
  const out: { path: string; entry: Sourced<unknown> }[] = [];
  const walk = (tree: unknown, path: string) => {
    if (isSourced(tree)) out.push({ path, entry: tree });
    else for (const [k, v] of Object.entries(tree as Record<string, unknown>)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(RULE_SOURCES, '');
  return out;
}
