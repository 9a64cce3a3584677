/**
 * Companion permits: the other permits a plan implies from what is placed and what is written (object
 * types, object notes, shape labels, event information), each with the office that issues it and its
 * page. The event's own permit (Parks or the street activity office) comes from where the plan is.
 */
import type { Setting } from '../nudges/rules';

export interface CompanionPermit {
  id: string;
  name: string;
  office: string;
  url: string;
  /** Why the plan implies it, in the panel's and the PDF's words. */
  reason: string;
}

interface PermitRule {
  permit: Omit<CompanionPermit, 'reason'>;
  objectTypes: readonly string[];
  /** Matched case-insensitively against every text of the plan. */
  pattern: RegExp;
  what: string;
}

const PERMIT_RULES: readonly PermitRule[] = [
  {
    permit: {
      id: 'sound',
      name: 'Sound Device Permit',
      office: 'NYPD (the local precinct), after the event permit',
      url: 'https://portal.311.nyc.gov/article/?kanumber=KA-01012',
    },
    objectTypes: ['speaker'],
    pattern: /\b(?:amplified|amplifiers?|speakers?|sound systems?|pa system|dj|microphones?)\b/i,
    what: 'amplified sound',
  },
  {
    permit: {
      id: 'generator',
      name: 'Generator permit',
      office: 'FDNY',
      url: 'https://www.nyc.gov/site/fdny/about/resources/code-regulations/permit-requirements.page',
    },
    objectTypes: ['generator'],
    pattern: /\bgenerators?\b/i,
    what: 'a portable generator',
  },
  {
    permit: {
      id: 'food',
      name: 'Temporary Food Service Establishment Permit',
      office: 'NYC Department of Health and Mental Hygiene',
      url: 'https://nyc-business.nyc.gov/nycbusiness/description/temporary-food-service-establishment-permit',
    },
    objectTypes: ['grill'],
    pattern: /\b(?:food|cooking|catering|bbq|barbecue|grill(?:ing)?|hot dogs?|burgers?|snacks?|vendors?)\b/i,
    what: 'food served at the event',
  },
  {
    permit: {
      id: 'tent',
      name: 'Tent permit',
      office: 'FDNY (and the permission of the event permit office)',
      url: 'https://www.nyc.gov/site/fdny/about/resources/code-regulations/permit-requirements.page',
    },
    objectTypes: ['tent'],
    pattern: /\b(?:tents?|canop(?:y|ies)|marquees?)\b/i,
    what: 'a tent or canopy',
  },
  {
    permit: {
      id: 'alcohol',
      name: 'One-Day Alcohol Event Permit',
      office: 'New York State Liquor Authority',
      url: 'https://sla.ny.gov/permits-available-online',
    },
    objectTypes: [],
    pattern: /\b(?:alcohol|beer|wine|liquor|cocktails?|spirits)\b/i,
    what: 'alcohol served or sold',
  },
];

const EVENT_PERMITS: Record<Setting, Omit<CompanionPermit, 'reason'>> = {
  park: {
    id: 'parks-event',
    name: 'Special Event Permit',
    office: 'NYC Parks',
    url: 'https://www.nycgovparks.org/permits/special-events/faq',
  },
  plaza: {
    id: 'sapo-event',
    name: 'Plaza Event Permit',
    office: 'Street Activity Permit Office (SAPO)',
    url: 'https://www.nyc.gov/site/cecm/permitting/permit-types.page',
  },
  street: {
    id: 'sapo-event',
    name: 'Street Event Permit',
    office: 'Street Activity Permit Office (SAPO)',
    url: 'https://www.nyc.gov/site/cecm/permitting/permit-types.page',
  },
};

export interface PermitInput {
  setting: Setting | null;
  objectTypes: Iterable<string>;
  /** Every text of the plan: notes, labels, event information fields. */
  texts: readonly string[];
}

export function companionPermits(input: PermitInput): CompanionPermit[] {
  const types = new Set(input.objectTypes);
  const out: CompanionPermit[] = [];
  if (input.setting) out.push({ ...EVENT_PERMITS[input.setting], reason: 'the event itself' });
  for (const rule of PERMIT_RULES) {
    const placed = rule.objectTypes.find((t) => types.has(t));
    const written = input.texts.find((t) => rule.pattern.test(t));
    if (placed === undefined && written === undefined) continue;
    const by =
      placed !== undefined
        ? `a ${placed.replace(/-/g, ' ')} is placed`
        : `“${written!.length > 40 ? `${written!.slice(0, 40)}…` : written}” in the plan`;
    out.push({ ...rule.permit, reason: `${rule.what[0]!.toUpperCase()}${rule.what.slice(1)}: ${by}` });
  }
  return out;
}
