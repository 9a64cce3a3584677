/**
 * The permits an event needs, as data: the permit, the agency that issues it, where it applies, what
 * makes a plan need it (a trigger the checker knows, precheck/permitCheck.ts), how far ahead it is
 * filed and the page that says so. The numbers come from nudges/numbers.ts. A permit raises a finding
 * when it is late (a blocker), close (a warning), or, for `announce` rules, whenever the plan crosses
 * its threshold (info): the permits every event of its kind needs stay in the 'Permits and
 * deadlines' list until their dates call for attention.
 */
import { CITATIONS, type Citation } from '../nudges/citations';
import { RULE_NUMBERS } from '../nudges/numbers';
import { CITYWIDE, PARKS, STREETS, type Agency, type Setting } from '../nudges/rules';
import type { Lead } from './deadlines';

export type PermitTrigger =
  | 'parksEvent'
  | 'streetEvent'
  | 'plazaEvent'
  | 'temporaryStructure'
  | 'placeOfAssembly'
  | 'soundDevice'
  | 'foodVendors'
  | 'generatorRegistration'
  | 'generatorFdny'
  | 'tentFdny'
  | 'alcohol'
  | 'recycling'
  | 'publicGathering';

export interface PermitRule {
  /** Also the finding's rule id. */
  id: string;
  permit: string;
  agency: Agency;
  appliesIn: readonly Setting[];
  trigger: PermitTrigger;
  /** How far ahead it is filed; null where the source gives no lead time (file before the event). */
  lead: Lead | null;
  citation: Citation;
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
    id: 'sapo-street-event',
    permit: 'Street Event Permit',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: STREETS,
    trigger: 'streetEvent',
    // The tier (small, medium, large) sets the lead; this is the small event's.
    lead: { days: N.sapo.smallLeadDays },
    citation: CITATIONS.cecmStreetEvents,
    announce: false,
  },
  {
    id: 'sapo-plaza-event',
    permit: 'Plaza Event Permit',
    agency: 'DOT / Street Activity Permit Office',
    appliesIn: PLAZAS,
    trigger: 'plazaEvent',
    lead: { days: N.sapo.plazaLeadDays },
    citation: CITATIONS.cecmDeadlines,
    announce: false,
  },
  {
    id: 'dob-temporary-structure',
    permit: 'Temporary Structure Permit (Alteration Type 2 or 3)',
    agency: 'Department of Buildings',
    appliesIn: CITYWIDE,
    trigger: 'temporaryStructure',
    lead: { days: N.dob.leadBusinessDays, business: true },
    citation: CITATIONS.cecmBuildings,
    announce: true,
  },
  {
    id: 'dob-place-of-assembly',
    permit: 'Temporary Place of Assembly Certificate of Operation',
    agency: 'Department of Buildings',
    appliesIn: CITYWIDE,
    trigger: 'placeOfAssembly',
    lead: { days: N.dob.leadBusinessDays, business: true },
    citation: CITATIONS.cecmBuildings,
    announce: true,
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
    citation: CITATIONS.dohmhVendors,
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
    permit: 'Generator permit',
    agency: 'FDNY',
    appliesIn: CITYWIDE,
    trigger: 'generatorFdny',
    lead: null,
    citation: CITATIONS.fdnyPermits,
    announce: false,
  },
  {
    id: 'fdny-tent',
    permit: 'Tent permit',
    agency: 'FDNY',
    appliesIn: CITYWIDE,
    trigger: 'tentFdny',
    lead: null,
    citation: CITATIONS.fdnyPermits,
    announce: false,
  },
  {
    id: 'sla-alcohol',
    permit: 'Temporary alcohol permit',
    agency: 'NYS Liquor Authority',
    appliesIn: CITYWIDE,
    trigger: 'alcohol',
    lead: null,
    citation: CITATIONS.sla,
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
    permit: 'Permit for a Public Gathering (Part 18, DOH-44)',
    agency: 'NYS Department of Health',
    appliesIn: CITYWIDE,
    trigger: 'publicGathering',
    lead: { days: N.part18.leadDays },
    citation: CITATIONS.doh44,
    announce: true,
  },
];
