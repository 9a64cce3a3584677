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
}

const cite = (title: string, url: string): Citation => ({ label: CITATION_LABEL, title, url });

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
} as const;
