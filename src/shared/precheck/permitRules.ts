/**
 * The permits an event needs, as data: the permit, the agency that issues it, where it applies, what
 * makes a plan need it (a trigger the checker knows, precheck/permitCheck.ts), how far ahead it is
 * filed and from which day the office counts, and the pages that say so. The numbers come from
 * nudges/numbers.ts. A permit raises a finding when it is late (a blocker, or a warning with the fee
 * when the office takes late filings at a price), close (a warning), or, for `announce` rules,
 * whenever the plan crosses its threshold (info): the permits every event of its kind needs stay in
 * the 'Permits and deadlines' list until their dates call for attention.
 */
import { asGuidance, CITATIONS, type Citation } from '../nudges/citations';
import { RULE_NUMBERS } from '../nudges/numbers';
import { CITYWIDE, PARKS, STREETS, STREETS_AND_PLAZAS, type Agency, type Setting } from '../nudges/rules';
import type { Lead } from './deadlines';

export type PermitTrigger =
  | 'parksEvent'
  | 'streetEvent'
  | 'plazaEvent'
  | 'parade'
  | 'temporaryStructure'
  | 'placeOfAssembly'
  | 'placeOfAssemblyFdny'
  | 'afterHours'
  | 'soundDevice'
  | 'foodVendors'
  | 'vendorPermits'
  | 'sapoVendorList'
  | 'generatorRegistration'
  | 'generatorFdny'
  | 'openFlame'
  | 'propaneFdny'
  | 'tentFdny'
  | 'alcohol'
  | 'hydrantWater'
  | 'recycling'
  | 'publicGathering'
  | 'massGathering'
  | 'parksVendors'
  | 'greatLawn'
  | 'rides'
  | 'animals'
  | 'waterfront'
  | 'communityBoard'
  | 'sapoInsurance';

export interface PermitRule {
  /** Also the finding's rule id. */
  id: string;
  permit: string;
  agency: Agency;
  appliesIn: readonly Setting[];
  trigger: PermitTrigger;
  /** How far ahead it is filed; null where the office sets no lead time (file before the event). */
  lead: Lead | null;
  citation: Citation;
  /** The page that gives the lead time, when it is not the citation's. */
  leadCitation?: Citation;
  /** Raise an info finding whenever the plan needs it, not only when its date is close or past. */
  announce: boolean;
}

const N = RULE_NUMBERS;
const PLAZAS: readonly Setting[] = ['plaza'];

/** In the order the 'Permits and deadlines' list shows them: the event's own permit first. */
export const PERMIT_RULES: readonly PermitRule[] = [
  {
    id: 'park-event-permit',
    permit: 'Special Event Permit',
    agency: 'NYC Parks',
    appliesIn: PARKS,
    trigger: 'parksEvent',
    lead: { days: N.parks.eventPermitLeadDays },
    citation: CITATIONS.parksEventsFaq,
    announce: true,
  },
  {
    id: 'parks-great-lawn',
    permit: 'Great Lawn application window (Central Park)',
    agency: 'NYC Parks',
    appliesIn: PARKS,
    trigger: 'greatLawn',
    // 'no less than two (2) or more than six …': the months are read from a copy that breaks off.
    lead: { months: N.parks.greatLawnMinMonths },
    citation: asGuidance(
      CITATIONS.greatLawn,
      "the copy read breaks off after 'more than six'; the months are the issue's reading of § 2-08 (now § 2-08(t), Parks' Large Events page)",
    ),
    announce: true,
  },
  {
    id: 'sapo-street-event',
    permit: 'Street Event Permit',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: STREETS,
    trigger: 'streetEvent',
    // The event's kind (block party, street festival, …) or the plan's tier sets the lead; this is a small event's.
    lead: { days: N.sapo.smallLeadDays },
    citation: CITATIONS.cecmDeadlines,
    announce: false,
  },
  {
    id: 'sapo-plaza-event',
    permit: 'Plaza Event Permit',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: PLAZAS,
    trigger: 'plazaEvent',
    // The plaza's level sets the lead: Levels B and C when the level is not given.
    lead: { days: N.sapo.plazaLevelC },
    citation: CITATIONS.cecmDeadlines,
    announce: false,
  },
  {
    id: 'sapo-community-board',
    permit: 'Community Board review of the SAPO application',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: STREETS_AND_PLAZAS,
    trigger: 'communityBoard',
    lead: null,
    citation: CITATIONS.dotProgrammingGuidelines,
    announce: false,
  },
  {
    id: 'sapo-insurance',
    permit: 'Liability insurance, $1 million per occurrence, the City of New York as additional insured',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: STREETS_AND_PLAZAS,
    trigger: 'sapoInsurance',
    lead: null,
    citation: CITATIONS.dotProgrammingGuidelines,
    announce: false,
  },
  {
    id: 'nypd-parade',
    permit: 'Parade Permit',
    agency: 'NYPD',
    appliesIn: CITYWIDE,
    trigger: 'parade',
    // § 10-110: not less than 36 hours before forming: two days when the forming hour is not known.
    lead: { days: 2 },
    citation: CITATIONS.nypdPermits,
    leadCitation: CITATIONS.adminCode10110,
    announce: true,
  },
  {
    id: 'dob-temporary-structure',
    permit: 'Temporary Structure Permit (Alteration Type 2 or 3)',
    agency: 'Department of Buildings',
    appliesIn: CITYWIDE,
    trigger: 'temporaryStructure',
    // Counted from the start of construction: load-in.
    lead: { days: N.dob.structureLeadBusinessDays, business: true, from: 'loadIn' },
    citation: CITATIONS.cecmBuildings,
    leadCitation: CITATIONS.dobTemporaryUse,
    announce: true,
  },
  {
    id: 'dob-place-of-assembly',
    permit: 'Temporary Place of Assembly Certificate of Operation',
    agency: 'Department of Buildings',
    appliesIn: CITYWIDE,
    trigger: 'placeOfAssembly',
    lead: {
      days: N.dob.tpaLeadBusinessDays,
      business: true,
      lateFee: {
        perDay: N.dob.tpaLateFeePerDay,
        baseFee: N.dob.tpaFee,
        noGuaranteeBusinessDays: N.dob.tpaNoGuaranteeBusinessDays,
      },
    },
    citation: CITATIONS.tpa,
    announce: true,
  },
  {
    id: 'fdny-tpa-inspection',
    permit: 'FDNY inspection and fire guards (with the TPA)',
    agency: 'FDNY',
    appliesIn: CITYWIDE,
    trigger: 'placeOfAssemblyFdny',
    lead: null,
    citation: CITATIONS.tpaFdny,
    announce: false,
  },
  {
    id: 'dob-after-hours',
    permit: 'After Hours Variance (construction outside weekday hours)',
    agency: 'Department of Buildings',
    appliesIn: CITYWIDE,
    trigger: 'afterHours',
    lead: null,
    citation: CITATIONS.cecmBuildings,
    announce: false,
  },
  {
    id: 'nypd-sound-device',
    permit: 'Sound Device Permit',
    agency: 'NYPD',
    appliesIn: CITYWIDE,
    trigger: 'soundDevice',
    lead: { days: N.nypd.soundLeadDays },
    citation: CITATIONS.nypdPermits,
    announce: false,
  },
  {
    id: 'dohmh-food-vendors',
    permit: 'Food vendor list to the Health Department',
    agency: 'Department of Health and Mental Hygiene',
    appliesIn: CITYWIDE,
    trigger: 'foodVendors',
    lead: { days: N.dohmh.vendorListLeadDays },
    citation: CITATIONS.healthCode88,
    announce: false,
  },
  {
    id: 'dohmh-vendor-permits',
    permit:
      "Each food vendor's own permit (temporary food service establishment, or its restaurant or mobile vending permit)",
    agency: 'Department of Health and Mental Hygiene',
    appliesIn: CITYWIDE,
    trigger: 'vendorPermits',
    lead: null,
    citation: CITATIONS.dohmhTemporaryEvents,
    announce: false,
  },
  {
    id: 'parks-vendor-permit',
    permit: "Revenue-generating activity permit from Parks' Revenue Division (vendors, food trucks, sales)",
    agency: 'NYC Parks',
    appliesIn: PARKS,
    trigger: 'parksVendors',
    lead: null,
    citation: CITATIONS.parksConcessions,
    announce: false,
  },
  {
    id: 'sapo-vendor-list',
    permit: 'List of approved vendors to SAPO (no DCWP vendor permit since August 30, 2024)',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: STREETS_AND_PLAZAS,
    trigger: 'sapoVendorList',
    lead: null,
    citation: CITATIONS.streetFairVendors,
    announce: false,
  },
  {
    id: 'dep-generator-registration',
    permit: 'Generator registration (40 kW or more)',
    agency: 'Department of Environmental Protection',
    appliesIn: CITYWIDE,
    trigger: 'generatorRegistration',
    lead: null,
    citation: CITATIONS.cecmDep,
    announce: true,
  },
  {
    id: 'fdny-generator',
    permit: 'Generator permit (fuel over 2½ gal of gasoline or 10 gal of diesel)',
    agency: 'FDNY',
    appliesIn: CITYWIDE,
    trigger: 'generatorFdny',
    lead: null,
    citation: CITATIONS.generatorFuel,
    announce: false,
  },
  {
    id: 'fdny-open-flame',
    permit: 'Open flame permit (cooking at a public gathering)',
    agency: 'FDNY',
    appliesIn: CITYWIDE,
    trigger: 'openFlame',
    lead: null,
    citation: CITATIONS.fireCode1056,
    announce: false,
  },
  {
    id: 'fdny-lpg',
    permit:
      'LPG (propane) permit for an outdoor gathering, food trucks and carts included (applied for by the sponsor)',
    agency: 'FDNY',
    // Parks refuses propane for barbecuing (park-propane); its other uses at a park event need the FDNY's permit too.
    appliesIn: CITYWIDE,
    trigger: 'propaneFdny',
    lead: null,
    citation: CITATIONS.fdnyLpg,
    announce: false,
  },
  {
    id: 'dob-amusement-rides',
    permit: 'Amusement ride and inflatable inspection (DOB Inspection Certificate)',
    agency: 'Department of Buildings',
    // In parks inflatables and rides are refused (park-rides in rules.ts).
    appliesIn: STREETS_AND_PLAZAS,
    trigger: 'rides',
    lead: { days: N.dob.amusementRideNoticeDays },
    citation: CITATIONS.amusementRides,
    announce: false,
  },
  {
    id: 'dohmh-petting-zoo',
    permit: 'Petting zoo permit (Office of Veterinary Public Health Services)',
    agency: 'Department of Health and Mental Hygiene',
    appliesIn: CITYWIDE,
    trigger: 'animals',
    lead: null,
    citation: CITATIONS.pettingZoos,
    announce: false,
  },
  {
    id: 'sbs-waterfront-tpa',
    permit: 'Temporary Waterfront Place of Assembly Certificate of Operation',
    agency: 'Department of Small Business Services',
    appliesIn: CITYWIDE,
    trigger: 'waterfront',
    lead: { days: N.sbs.waterfrontLeadBusinessDays, business: true },
    citation: CITATIONS.waterfrontTpa,
    announce: false,
  },
  {
    id: 'fdny-tent',
    permit: 'Tent permit',
    agency: 'FDNY',
    appliesIn: CITYWIDE,
    trigger: 'tentFdny',
    lead: null,
    citation: asGuidance(CITATIONS.fdnyPermits, 'no page found says which tents need an FDNY permit; ask the FDNY'),
    announce: false,
  },
  {
    id: 'sla-alcohol',
    permit: 'One-Day Alcohol Event Permit',
    agency: 'NYS Liquor Authority',
    appliesIn: CITYWIDE,
    trigger: 'alcohol',
    lead: null,
    citation: CITATIONS.cecmSla,
    announce: false,
  },
  {
    id: 'dep-hydrant',
    permit: 'Hydrant use permit',
    agency: 'Department of Environmental Protection',
    appliesIn: STREETS_AND_PLAZAS,
    trigger: 'hydrantWater',
    lead: null,
    citation: CITATIONS.cecmDep,
    announce: false,
  },
  {
    id: 'dsny-street-event',
    permit: 'Sanitation plan with the district officer (recycling required)',
    agency: 'Department of Sanitation',
    appliesIn: STREETS,
    trigger: 'recycling',
    lead: { days: N.dsny.meetingLeadDays },
    citation: CITATIONS.dsnyStreetEventRules,
    announce: false,
  },
  {
    id: 'nys-public-gathering',
    permit: 'Permit for a Public Gathering (Part 18)',
    agency: 'NYS Department of Health',
    appliesIn: CITYWIDE,
    trigger: 'publicGathering',
    lead: { days: N.part18.leadDays },
    citation: CITATIONS.cecmNysDoh,
    leadCitation: CITATIONS.part18Permit,
    announce: true,
  },
  {
    id: 'nys-mass-gathering',
    permit: 'Mass Gathering Permit (Part 7: 5,000 or more for 24 hours or more)',
    agency: 'NYS Department of Health',
    appliesIn: CITYWIDE,
    trigger: 'massGathering',
    lead: null,
    citation: CITATIONS.part7,
    announce: true,
  },
];
