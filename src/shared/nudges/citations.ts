/**
 * The public pages the rules cite, each with the title the panel and the PDF print beside its link.
 * Only pages whose wording backs the rule that cites them: a rule without one is left out.
 */
/** Every citation is shown as a link with this label. */
export const CITATION_LABEL = 'Regulation';
export interface Citation {
  label: typeof CITATION_LABEL;
  title: string;
  url: string;
  /** The wording was read from a second-hand copy or summary, not the official text: the finding says so. */
  secondHand?: true;
}

const cite = (title: string, url: string): Citation => ({ label: CITATION_LABEL, title, url });
const secondHand = (title: string, url: string): Citation => ({ ...cite(title, url), secondHand: true });

export const CITATIONS = {
  /** 'Keep a safe distance from … trees'; propane and barbecuing outside designated areas prohibited. */
  bbq: cite('NYC Parks: Designated Barbecuing Areas', 'https://www.nyc.gov/site/parks/permits/barbecuing.page'),
  parksBbqRules: cite(
    'NYC Parks: Designated Barbecuing Areas (barbecuing rules)',
    'https://www.nycgovparks.org/facilities/barbecue',
  ),
  parksRules: cite(
    'NYC Parks Rules and Regulations (56 RCNY chapter 1)',
    'https://www.nyc.gov/site/parks/rules/parks-rules.page',
  ),
  /** 'Special events permits are required for events/activities where twenty or more people will be present'; 'propane tanks are not allowed'. */
  parksEventsFaq: cite(
    'NYC Parks: Frequently Asked Special Events Permit Questions',
    'https://www.nycgovparks.org/permits/special-events/faq',
  ),
  /** Tents need the special events office's permission and may not be staked; no inflatables or mechanical rides. */
  parksEvents: cite('NYC Parks: Special Events permits', 'https://www.nycgovparks.org/permits/special-events'),
  fdny: cite(
    'FDNY: Permit requirements',
    'https://www.nyc.gov/site/fdny/about/resources/code-regulations/permit-requirements.page',
  ),
  sound: cite('NYC 311: Sound Device Permit (NYPD)', 'https://portal.311.nyc.gov/article/?kanumber=KA-01012'),
  /** No standing within 15 feet of a fire hydrant. */
  hydrant: cite(
    'NYC Traffic Rules, 34 RCNY § 4-08(e)(2): hydrants',
    'https://www.nyc.gov/html/dot/downloads/pdf/trafrule.pdf',
  ),
  /** The street activity permit rules: a full street closure keeps a 15-foot emergency lane. */
  sapo: cite(
    'Street Activity Permit Office rules (50 RCNY chapter 1)',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCrules/0-0-0-84611',
  ),
  /** Table 7.3.1.2: 5 ft² per person standing, 7 ft² concentrated (chairs), 15 ft² less concentrated (tables and chairs). */
  nfpa101: cite(
    'NFPA 101 Life Safety Code, Table 7.3.1.2 (occupant load factors)',
    'https://www.nfpa.org/codes-and-standards/nfpa-101-standard-development/101',
  ),
  /** 'Street Events - Small 14 days … Medium 30 days … Large 45 days'; plaza events by level (14–45 days). */
  cecmDeadlines: cite('CECM: Permit Deadlines', 'https://www.nyc.gov/site/cecm/permitting/permit-deadlines.page'),
  /** Small, medium (a tent, canopy or stage that may need DOB) and large (a full closure of a block) street events. */
  cecmStreetEvents: cite(
    'CECM: Street Events (small, medium, large)',
    'https://www.nyc.gov/site/cecm/permitting/permit-types/street-events.page',
  ),
  /** Temporary structure permit (stage > 2 ft and ≥ 120 sq ft, truss > 10 ft, tent > 400 sq ft, ≥ 30 days); TPA at 200 / 75. */
  cecmBuildings: cite(
    'CECM: Department of Buildings (temporary structures, Temporary Place of Assembly)',
    'https://www.nyc.gov/site/cecm/support/department-of-buildings.page',
  ),
  /** Temporary Use Permit: 'no later than 15 business days prior'. */
  dobTemporaryUse: cite('NYC Buildings: Temporary Use Permit', 'https://nyc.gov/site/buildings/industry/tup.page'),
  /** 'If you plan to use a generator that is 40KW or greater, you are required to register your generator with DEP.' */
  cecmDep: cite(
    'CECM: Department of Environmental Protection (generator registration)',
    'https://www.nyc.gov/site/cecm/support/department-of-environmental-protection.page',
  ),
  /** Sound device permit from the local precinct; the application is filed at least five days before the event. */
  nypdPermits: cite(
    'NYPD: Permits (Sound Device Permit)',
    'https://www.nyc.gov/site/nypd/services/law-enforcement/permits-licenses-permits.page',
  ),
  /** § 10-108: no permit within 500 ft of a school, courthouse, church or hospital in session (read in a copy). */
  adminCode10108: secondHand(
    'NYC Administrative Code § 10-108 (sound devices), as reproduced by NY eLaws',
    'http://ny.elaws.us/law/adc_t10_ch1_sec.10-108',
  ),
  /** § 16-327(b)(1): 'at least two receptacles within or near each intersection …, one for solid waste and one for recyclable materials'. */
  adminCode16327: cite(
    'NYC Administrative Code § 16-327: street events, receptacles and recycling',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-26762',
  ),
  /** 16 RCNY chapter 14: the sponsor meets the sanitation district officer at least three weeks before. */
  dsnyStreetEventRules: cite(
    'DSNY rules for street events (16 RCNY chapter 14)',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCrules/0-0-0-32697',
  ),
  /** The sponsor's notice to the Health Department with the food vendor list, 30 days ahead: no official page read. */
  dohmhVendors: secondHand(
    'CECM: Department of Health and Mental Hygiene (food vendors; official page not checked)',
    'https://www.nyc.gov/site/cecm/support/department-of-health-and-mental-hygiene.page',
  ),
  /** § 213.2 Exception 5: portable toilets in a cluster, 5% (at least one) accessible; § 403.5.1: routes 36 in wide. */
  ada2010: cite(
    '2010 ADA Standards for Accessible Design, § 213.2 and § 403.5.1',
    'https://www.ada.gov/law-and-regs/design-standards/2010-stds/',
  ),
  /** § 18.4: emergency health care by attendance (5,000–15,000: one facility with two EMTs, one ambulance, …). */
  part18: cite(
    'NYS Sanitary Code, 10 NYCRR § 18.4: emergency health care requirements',
    'https://regs.health.ny.gov/content/section-184-emergency-health-care-requirements',
  ),
  /** DOH-44: received no later than 15 days before the event (read in a copy of the form). */
  doh44: secondHand(
    'NYS DOH-44, Application for a Permit for a Public Gathering (Part 18), as reproduced by paperzz',
    'https://paperzz.com/doc/7498190/doh-44-application-for-a-permit-for-a-public-gathering--p...',
  ),
  /** Temporary (one-day) permits for alcohol at an event. */
  sla: cite('NYS Liquor Authority: Permits available online', 'https://sla.ny.gov/permits-available-online'),
  /** FDNY permits for generators, tents and LPG. */
  fdnyPermits: cite(
    'FDNY: Permit requirements',
    'https://www.nyc.gov/site/fdny/about/resources/code-regulations/permit-requirements.page',
  ),
  /** Temporary food service establishment permit (DOHMH). */
  dohmhTemporaryFood: cite(
    'NYC Business: Temporary Food Service Establishment Permit',
    'https://nyc-business.nyc.gov/nycbusiness/description/temporary-food-service-establishment-permit',
  ),
} as const;
