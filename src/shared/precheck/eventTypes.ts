/**
 * The kinds of event the offices permit, as they name them: SAPO's categories on streets (block party,
 * single-block festival, street festival, …) and plazas (by the plaza's level), a NYC Parks special
 * event, and a parade or procession (NYPD). Each says where it belongs, which permit it is and how far
 * ahead that is filed, in the office's words. Event Information offers them; the permit check files the
 * event's own permit by its kind, or by the focused area when no kind is chosen.
 */
import { CITATIONS, type Citation } from '../nudges/citations';
import { RULE_NUMBERS } from '../nudges/numbers';
import type { Agency, Setting } from '../nudges/rules';
import type { Lead } from './deadlines';

export type EventTypeId =
  | 'parks-special-event'
  | 'street-event'
  | 'block-party'
  | 'single-block-festival'
  | 'street-festival'
  | 'clean-up'
  | 'farmers-market'
  | 'health-fair'
  | 'religious-event'
  | 'press-event'
  | 'open-culture'
  | 'production-event'
  | 'mobile-unit'
  | 'extra-large-event'
  | 'plaza-a'
  | 'plaza-b'
  | 'plaza-c'
  | 'plaza-d'
  | 'parade';

export type EventTypeGroup = 'NYC Parks' | 'Streets (SAPO)' | 'Pedestrian plazas (SAPO)' | 'Moving through the city';

export interface EventType {
  id: EventTypeId;
  /** As Event Information lists it. */
  label: string;
  group: EventTypeGroup;
  /** Where it is held: its permit is filed only there (a parade anywhere). */
  settings: readonly Setting[];
  permit: string;
  agency: Agency;
  /** Null: the plan decides (a street event's tier by what is placed; a parade's is only advised). */
  lead: Lead | null;
  /** The office's definition, shown with the kind. */
  definition: string;
  citation: Citation;
}

const N = RULE_NUMBERS.sapo;
const SAPO: Agency = 'DOT / Street Activity Permit Office';
const STREET: readonly Setting[] = ['street'];
const PLAZA: readonly Setting[] = ['plaza'];
const days = (d: number): Lead => ({ days: d });
const street = (
  id: EventTypeId,
  label: string,
  lead: Lead | null,
  definition: string,
  citation: Citation = CITATIONS.cecmDeadlines,
): EventType => ({
  id,
  label,
  group: 'Streets (SAPO)',
  settings: STREET,
  permit: `Street Activity Permit: ${label.toLowerCase()}`,
  agency: SAPO,
  lead,
  definition,
  citation,
});
const plaza = (id: EventTypeId, level: string, lead: number, multiBlock: number | null): EventType => ({
  id,
  label: `Plaza event, Level ${level}`,
  group: 'Pedestrian plazas (SAPO)',
  settings: PLAZA,
  permit: `Plaza Event Permit (Level ${level} plaza)`,
  agency: SAPO,
  lead: days(lead),
  definition: `An activity held within a pedestrian plaza that interferes or obstructs regular use of plazas: a Level ${level} plaza, ${lead} days${multiBlock ? ` (${multiBlock} days if the event is on multiple plaza blocks)` : ''}.`,
  citation: CITATIONS.cecmDeadlines,
});

export const EVENT_TYPES: readonly EventType[] = [
  {
    id: 'parks-special-event',
    label: 'Parks special event',
    group: 'NYC Parks',
    settings: ['park'],
    permit: 'Special Event Permit',
    agency: 'NYC Parks',
    lead: days(RULE_NUMBERS.parks.eventPermitLeadDays),
    definition:
      'Special events permits are required for events/activities where twenty or more people will be present.',
    citation: CITATIONS.parksEventsFaq,
  },
  street(
    'street-event',
    'Street event (small, medium or large)',
    null,
    'Small, medium (a tent, canopy or stage) or large (a full closure): filed 14, 30 or 45 days ahead.',
    CITATIONS.cecmStreetEvents,
  ),
  street(
    'block-party',
    'Block party',
    days(N.blockPartyLeadDays),
    'A community sponsored event with no sale of goods or services requiring the closure of a single block for a single day.',
    CITATIONS.cecmPermitTypes,
  ),
  street(
    'single-block-festival',
    'Single-block festival',
    days(N.singleBlockFestivalLeadDays),
    'Limited to one block and 12 consecutive hours; the sponsor is a nonprofit.',
    CITATIONS.cecmSingleBlockFestivals,
  ),
  street(
    'street-festival',
    'Street festival (multi-block street fair)',
    { yearBefore: { month: N.streetFestivalByMonth, day: N.streetFestivalByDay } },
    'Street festivals: December 31st of the year before. SAPO may deny new street fairs (the moratorium).',
  ),
  street(
    'clean-up',
    'Clean-up',
    days(N.cleanUpLeadDays),
    'A limited, 4-hour street closure event held for the purpose of neighborhood improvement or beautification.',
    CITATIONS.cecmPermitTypes,
  ),
  street(
    'farmers-market',
    "Farmers' market",
    days(N.farmersMarketLeadDays),
    'A nonprofit sponsored open air market on a sidewalk for the sale of local farm fresh products.',
    CITATIONS.cecmPermitTypes,
  ),
  street(
    'health-fair',
    'Health fair',
    days(N.healthFairLeadDays),
    'A community event where health vendors provide in-kind services with one block closure for one day.',
    CITATIONS.cecmPermitTypes,
  ),
  street(
    'religious-event',
    'Religious event',
    days(N.religiousLeadDays),
    'An act of public worship serving a benefit to the community for a single day.',
    CITATIONS.cecmPermitTypes,
  ),
  {
    ...street(
      'press-event',
      'Press conference, rally or stationary demonstration',
      days(N.pressLeadDays),
      'A public convening held on street or pedestrian plaza with minimal impact on the area for one day (10 days, unless the need could not be anticipated).',
      CITATIONS.cecmPermitTypes,
    ),
    // 'held on street or pedestrian plaza': the one SAPO category for both.
    settings: ['street', 'plaza'],
  },
  street(
    'open-culture',
    'Open Culture event',
    days(N.openCultureLeadDays),
    'An art or cultural institution-sponsored event … free, open to the public.',
    CITATIONS.cecmPermitTypes,
  ),
  street('production-event', 'Production event', days(N.productionLeadDays), 'Production Events: 10 days.'),
  street(
    'mobile-unit',
    'Mobile unit',
    days(N.mobileUnitsLeadDays),
    'The staging of a vehicle(s) for religious purposes while serving a benefit to the community (Mobile Units: 60 days).',
    CITATIONS.cecmPermitTypes,
  ),
  {
    ...street(
      'extra-large-event',
      'Extra large event',
      days(N.extraLargeLeadDays),
      'Extra Large Events: up to 60 days, depending on the plaza levels if plazas are used (the date shown is the 60 days, the longest).',
    ),
    // 'Depends on Plaza Levels, if plazas are used': streets and plazas alike.
    settings: ['street', 'plaza'],
  },
  plaza('plaza-a', 'A', N.plazaLevelA, N.plazaLevelAMultiBlock),
  plaza('plaza-b', 'B', N.plazaLevelB, N.plazaLevelBMultiBlock),
  plaza('plaza-c', 'C', N.plazaLevelC, null),
  plaza('plaza-d', 'D', N.plazaLevelD, null),
  {
    id: 'parade',
    label: 'Parade or procession',
    group: 'Moving through the city',
    settings: ['park', 'plaza', 'street'],
    permit: 'Parade Permit',
    agency: 'NYPD',
    lead: null,
    definition:
      'A permit is required to conduct a procession, parade, demonstration, or athletic event in New York City.',
    citation: CITATIONS.nypdPermits,
  },
];

const BY_ID = new Map<string, EventType>(EVENT_TYPES.map((t) => [t.id, t]));

/** The kind an Event Information value names, or null (blank or unknown: an older or newer file). */
export function eventTypeOf(id: string): EventType | null {
  return BY_ID.get(id.trim()) ?? null;
}

export const EVENT_TYPE_GROUPS: readonly EventTypeGroup[] = [
  'NYC Parks',
  'Streets (SAPO)',
  'Pedestrian plazas (SAPO)',
  'Moving through the city',
];

const WHERE: Record<Setting, string> = { park: 'a park', plaza: 'a pedestrian plaza', street: 'a street' };
/** 'a street', 'a park or a pedestrian plaza', as a finding says where a kind belongs. */
export function settingsText(settings: readonly Setting[]): string {
  return settings.map((s) => WHERE[s]).join(' or ');
}
export const settingText = (s: Setting): string => WHERE[s];
