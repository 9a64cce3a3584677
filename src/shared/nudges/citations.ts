/**
 * The public pages the rules cite, each with the title the panel and the PDF print beside its link.
 * Only pages whose wording backs the rule that cites them. Each is read first-hand (the office's own
 * page or the official text), second-hand (a copy or a summary: marked, and the finding says so), or
 * backs the rule without its number (`guidance`: the number is the app's or another tool's, shown as
 * guidance and never a blocker). The quotes behind every number are in numbers.ts.
 */
/** Every citation is shown as a link with this label. */
export const CITATION_LABEL = 'Regulation';
export interface Citation {
  label: typeof CITATION_LABEL;
  title: string;
  url: string;
  /** The wording was read from a second-hand copy or summary, not the official text: the finding says so. */
  secondHand?: true;
  /**
   * What no page backs (the rule's number or its reach): the rule is shown as guidance with this note
   * and is never a blocker.
   */
  guidance?: string;
}

/** How a citation's standing is written after its title: '', ' (second-hand source)', the guidance note, or both. */
export function sourceNote(c: { secondHand?: boolean; guidance?: string }): string {
  const parts = [c.secondHand ? 'second-hand source' : '', c.guidance ? `guidance: ${c.guidance}` : ''].filter(Boolean);
  return parts.length ? ` (${parts.join('; ')})` : '';
}

const cite = (title: string, url: string): Citation => ({ label: CITATION_LABEL, title, url });
const secondHand = (title: string, url: string): Citation => ({ ...cite(title, url), secondHand: true });
/** A page that backs the rule, though not its number: the rule is guidance. */
export const asGuidance = (c: Citation, note: string): Citation => ({ ...c, guidance: note });

export const CITATIONS = {
  /** 'Keep a safe distance from … trees'; propane and barbecuing outside designated areas prohibited. */
  bbq: cite('NYC Parks: Designated Barbecuing Areas', 'https://www.nyc.gov/site/parks/permits/barbecuing.page'),
  parksBbqRules: cite(
    'NYC Parks: Designated Barbecuing Areas (barbecuing rules)',
    'https://www.nycgovparks.org/facilities/barbecue',
  ),
  /** 'Keep grills at least ten feet away from trees & overhead branches' (the Parks rules, quoted by a State Senator). */
  senateBbq: secondHand(
    "NYC Parks' barbecue rules as quoted by the NY State Senate (Sen. Gustavo Rivera: It's Barbecue season)",
    'https://www.nysenate.gov/newsroom/articles/gustavo-rivera/it%E2%80%99s-barbecue-season',
  ),
  /** 'The use of a … barbecue … on any sidewalk or street, is illegal.' */
  bbq311: cite('NYC 311: Barbecuing (sidewalks and streets)', 'https://portal.311.nyc.gov/article/?kanumber=KA-02228'),
  parksRules: cite(
    'NYC Parks Rules and Regulations (56 RCNY chapter 1)',
    'https://www.nyc.gov/site/parks/rules/parks-rules.page',
  ),
  /** 'Special events permits are required for events/activities where twenty or more people will be present'; 'propane tanks are not allowed'. */
  parksEventsFaq: cite(
    'NYC Parks: Frequently Asked Special Events Permit Questions',
    'https://www.nycgovparks.org/permits/special-events/faq',
  ),
  /** Applications for a calendar year open in September of the year before; no permits for major holidays. */
  parksApply: cite('NYC Parks: Special Event Permit Request', 'https://nyceventpermits.nyc.gov/Parks/Login.aspx'),
  /** Tents need the special events office's permission and may not be staked; no inflatables or mechanical rides. */
  parksEvents: cite('NYC Parks: Special Events permits', 'https://www.nycgovparks.org/permits/special-events'),
  fdny: cite(
    'FDNY: Permit requirements',
    'https://www.nyc.gov/site/fdny/about/resources/code-regulations/permit-requirements.page',
  ),
  /** LPG at street fairs, festivals and similar outdoor public gatherings: 3 RCNY § 6109-01(j). */
  fdnyLpg: cite(
    'FDNY rules, 3 RCNY § 6109-01: LPG (street fairs, festivals, outdoor public gatherings)',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCrules/0-0-0-140069',
  ),
  /** FC 105.6: open flames 'in any other place of public gathering'; Class I liquids over 2½ gal, Class II over 10 gal. */
  fireCode1056: secondHand(
    'NYC Fire Code FC 105.6 (open flames, flammable and combustible liquids), as quoted by nafaa.org',
    'http://www.nafaa.org/new-york/',
  ),
  /** A permit for portable generators with more than 2½ gallons of gasoline or 10 gallons of diesel. */
  generatorFuel: secondHand(
    'FDNY generator permit, as summarized by Neighborhood Commons (plaza activation guide)',
    'https://neighborhoodcommons.nyc/Plaza-Activation',
  ),
  /** An FDNY inspection before a TPA event; one certified fire guard per 100 people. */
  tpaFdny: secondHand(
    'FDNY inspection and fire guards for a Temporary Place of Assembly, as summarized by design2147 (architects)',
    'https://design2147.com/news/back-to-basics-temporary-place-of-assembly/',
  ),
  sound: cite('NYC 311: Sound Device Permit (NYPD)', 'https://portal.311.nyc.gov/article/?kanumber=KA-01012'),
  /** No standing within 15 feet of a fire hydrant. */
  hydrant: cite(
    'NYC Traffic Rules, 34 RCNY § 4-08(e)(2): hydrants',
    'https://www.nyc.gov/html/dot/downloads/pdf/trafrule.pdf',
  ),
  /** The street activity permit rules (definitions: block party, civic event, street event). */
  sapo: cite(
    'Street Activity Permit Office rules (50 RCNY chapter 1)',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCrules/0-0-0-84611',
  ),
  /**
   * NYC Building Code Table 1004.1.2: standing space 5 net, concentrated (chairs only, not fixed) 7 net,
   * unconcentrated (tables and chairs) 15 net ft² per person. The City's code page holds § 1004, but the
   * table's rows were read in copies of its model (IBC), not on that page: second-hand.
   */
  nycbcOccupantLoad: secondHand(
    "NYC Building Code § 1004.1.2, Table 1004.1.2 (maximum floor area allowances per occupant), the rows as quoted in copies of its model, the IBC's occupant load table",
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-173002',
  ),
  /** § 1006.3.1: the exits a story needs by its occupant load (Table 1006.3.1: 2 to 500, 3 to 1,000, 4 above). */
  nycbcExitCount: secondHand(
    "NYC Building Code § 1006.3.1 (read on the City's code page), Table 1006.3.1's rows as summarized for the model IBC (EVstudio: 501-1,000 occupants three exits, more than 1,000 four)",
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-173087',
  ),
  /** § 1005.3.1 and § 1005.3.2: 0.3 inch per occupant on stairways, 0.2 inch on other egress components. */
  nycbcEgressCapacity: cite(
    'NYC Building Code § 1005.3: required capacity based on occupant load (stairways 0.3 inch, other components 0.2 inch per occupant)',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-173010',
  ),
  /** The loss of any one means of egress leaves at least 50 percent of the required capacity. */
  nycbcDistribution: secondHand(
    'NYC Building Code § 1005.1 (2008 edition; the distribution rule is § 1005.5 in the 2022 code), as quoted by the Building Code Sketchbook',
    'http://buildingcodenyc.com/sketches/exit-door-width-capacity/',
  ),
  /** § 1010.1.1.1: a minimum clear width of 32 inches for a means of egress door. */
  nycbcDoorWidth: cite(
    'NYC Building Code § 1010.1.1.1: door width (minimum clear width of 32 inches)',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-173311',
  ),
  /** Table 1017.2: the travel distance of Group A (assembly) is set in § 1029.7, which no page read gives. */
  nycbcTravelDistance: secondHand(
    'NYC Building Code § 1017.2 and Table 1017.2 (exit access travel distance; Group A: see Section 1029.7), as reproduced by Nacmias Law',
    'https://nacmiaslaw.com/resources/legal-codes/20462',
  ),
  /** The Green Guide § 13.4a: 'the normal maximum egress time … is eight minutes (see Section 10.7)'. */
  greenGuide: secondHand(
    "UK Guide to Safety at Sports Grounds (the 'Green Guide') § 13.4a, as quoted by safetyatsportsgrounds.org.uk",
    'http://www.safetyatsportsgrounds.org.uk/advice/conference-club-guidance/green-guide-gangways',
  ),
  /** Fire Code of New York State § 403.11.3: crowd managers where more than 500 gather, two or more, one per 250. */
  nysCrowdManagers: cite(
    'NYS Division of Homeland Security and Emergency Services: Crowd Manager Training (Fire Code of New York State § 403.11.3)',
    'https://www.dhses.ny.gov/crowd-manager-training',
  ),
  /** Fixed seating without dividing arms: one person for each 18 inches of seating length. */
  ibc1004: secondHand(
    "International Building Code § 1004.4 (the NYC Building Code's model), as quoted on the Stagecraft list",
    'http://theatrical.net/pipermail/stagecraft_theatrical.net/2019-June/012918.html',
  ),
  /** Every SAPO deadline: street events 14 / 30 / 45 days, plaza levels, block parties 60, single-block festivals 90, street festivals by December 31 of the year before. */
  cecmDeadlines: cite('CECM: Permit Deadlines', 'https://www.nyc.gov/site/cecm/permitting/permit-deadlines.page'),
  /** SAPO's categories with their definitions ('a community sponsored event with no sale of goods or services …'). */
  cecmPermitTypes: cite('CECM: Permit Types', 'https://www.nyc.gov/site/cecm/permitting/permit-types.page'),
  /** '90 days before the event'; 'limited to one block and 12 consecutive hours'. */
  cecmSingleBlockFestivals: cite(
    'CECM: Single Block Festivals',
    'https://www.nyc.gov/site/cecm/permitting/permit-types/single-block-festivals.page',
  ),
  /** SAPO may deny new street fairs: only those held the year before may receive permits again. */
  streetFairMoratorium: cite(
    'NYC Rules (CECM-SAPO): Extension of Street Fair Moratorium for Calendar Year 2026',
    'https://rules.cityofnewyork.us/rule/extension-of-street-fair-moratorium-for-calendar-year-2026',
  ),
  /** Small, medium (a tent, canopy or stage that may need DOB) and large (a full closure of a block) street events. */
  cecmStreetEvents: cite(
    'CECM: Street Events (small, medium, large)',
    'https://www.nyc.gov/site/cecm/permitting/permit-types/street-events.page',
  ),
  /** Temporary structure permit (stage > 2 ft and ≥ 120 sq ft, truss > 10 ft, tent > 400 sq ft, ≥ 30 days); TPA at 200 / 75; After Hours Variances. */
  cecmBuildings: cite(
    'CECM: Department of Buildings (temporary structures, Temporary Place of Assembly, after-hours work)',
    'https://www.nyc.gov/site/cecm/support/department-of-buildings.page',
  ),
  /** 'no later than 15 business days prior to the construction of the temporary structure or the commencement of the temporary use'. */
  dobTemporaryUse: cite('NYC Buildings: Temporary Use Permit', 'https://nyc.gov/site/buildings/industry/tup.page'),
  /** 10 business days before the event, the filing day counting as one; $100 a day added when later. */
  tpa: cite(
    'NYC Business: Temporary Place of Assembly Certificate of Operation',
    'https://nyc-business.nyc.gov/nycbusiness/description/temporary-place-of-assembly-certificate-of-operation',
  ),
  /** Generators of 40 kW or more are registered; a hydrant is tapped with DEP's approval. */
  cecmDep: cite(
    'CECM: Department of Environmental Protection (generator registration, hydrant use)',
    'https://www.nyc.gov/site/cecm/support/department-of-environmental-protection.page',
  ),
  /** Sound device permit from the local precinct, filed no less than five days before; parade permits. */
  nypdPermits: cite(
    'NYPD: Parade and Sound Permits',
    'https://www.nyc.gov/site/nypd/services/law-enforcement/permits-licenses-permits.page',
  ),
  /** § 10-108: no permit within 500 ft of a school, courthouse, church or hospital in session (read in a copy). */
  adminCode10108: secondHand(
    'NYC Administrative Code § 10-108 (sound devices), as reproduced by NY eLaws',
    'http://ny.elaws.us/law/adc_t10_ch1_sec.10-108',
  ),
  /** § 24-218(b): 7 dB(A) over the ambient level from 10 p.m. to 7 a.m., 10 dB(A) from 7 a.m. to 10 p.m. */
  adminCode24218: secondHand(
    'NYC Administrative Code § 24-218 (noise: limits by hour), as reproduced by nycadmincode.readthedocs.io',
    'https://nycadmincode.readthedocs.io/t24/c02/sch03/',
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
  /** The sponsor's list of food vendors to the Department 30 days before the first date; every vendor holds a permit. */
  healthCode88: cite(
    'NYC Health Code Article 88 (temporary food service establishments): the sponsor and the operators',
    'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCrules/0-0-0-46456',
  ),
  /** Organizers ensure every food vendor has a TFSE, FSE or MFV permit; notify the Department 30 days before. */
  dohmhTemporaryEvents: cite(
    'NYC Health: Food Vending at Temporary Events',
    'https://home.nyc.gov/site/doh/business/food-operators/temporary-food-service-establishments.page',
  ),
  /** No DCWP vendor permit since August 30, 2024; the sponsor gives SAPO the list of approved vendors. */
  streetFairVendors: cite(
    'NYC Business: Temporary Street Fair Vendor Permit (not needed since August 30, 2024)',
    'https://nyc-business.nyc.gov/nycbusiness/description/temporary-street-fair-vendor-permit/apply',
  ),
  /** § 213.2 Exception 3: portable toilets in a cluster, 5% (at least one) accessible; § 403.5.1: routes 36 in wide. */
  ada2010: secondHand(
    "2010 ADA Standards, § 213.2 Exception 3 and § 403.5.1 (read in the U.S. Access Board's guide and copies of the Standards)",
    'https://www.ada.gov/law-and-regs/design-standards/2010-stds/',
  ),
  /** § 18.4: emergency health care by attendance (5,000–15,000: one facility with two EMTs, one ambulance, …). */
  part18: cite(
    'NYS Sanitary Code, 10 NYCRR § 18.4: emergency health care requirements',
    'https://regs.health.ny.gov/content/section-184-emergency-health-care-requirements',
  ),
  /** § 18.3(b): 'at least 30 days before the first day of the event' (read in a copy). */
  part18Permit: secondHand(
    'NYS Sanitary Code, 10 NYCRR § 18.3: permit for a public function, as reproduced by NY eLaws',
    'http://nyrules.elaws.us/nycrr/title10_chapteri_part18_s18.3',
  ),
  /** Part 18 from 5,000 people (all personnel, attendees, spectators and bystanders); Part 7 past 24 hours. */
  cecmNysDoh: cite(
    'CECM: New York State Department of Health (Part 18, Part 7)',
    'https://www.nyc.gov/site/cecm/support/new-york-state-department-of-health.page',
  ),
  /** § 7-4.1(b): a mass gathering is 'likely to attract 5,000 people or more and continue for 24 hours or more'. */
  part7: cite(
    'NYS Sanitary Code, 10 NYCRR Subpart 7-4: Mass Gatherings',
    'https://health.ny.gov/regulations/nycrr/title_10/part_7/subpart_7-4.htm',
  ),
  /** Temporary (one-day) permits for alcohol at an event. */
  sla: cite('NYS Liquor Authority: Permits available online', 'https://sla.ny.gov/permits-available-online'),
  /** 'If you plan to have alcohol at your event, you will need to contact SLA'; the One-Day Alcohol Event Permit. */
  cecmSla: cite(
    'CECM: New York State Liquor Authority (One-Day Alcohol Event Permit)',
    'https://www.nyc.gov/site/cecm/support/new-york-state-liquor-authority.page',
  ),
  /** The City's paid holidays, and a Saturday holiday observed on the Friday before, a Sunday one on the Monday after. */
  cityHolidays: secondHand(
    'DCAS Personnel Services Bulletin 440-2R: holidays observed by the City (read in a copy)',
    'https://docslib.org/doc/2593866/psb-observance-of-public-holidays',
  ),
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
  /** 'the Revenue Division is also responsible for permitting all revenue–generating activities at special events held on parkland'. */
  parksConcessions: cite(
    'NYC Parks: Concessions (the Revenue Division permits revenue-generating activities at special events)',
    'https://www.nycgovparks.org/opportunities/concessions',
  ),
  /** § 10-110(a): application 'not less than thirty-six hours previous to the forming or marching' (read in a copy). */
  adminCode10110: secondHand(
    'NYC Administrative Code § 10-110 (processions and parades), as reproduced in a public copy of the Code (soundpress/nyccharter on GitHub)',
    'https://github.com/soundpress/nyccharter_merged_test/blob/26fd166359a034e8fa43436eb06ec99bfe586cfc/docs/d01/c09/index.rst',
  ),
  /** The LPG permit of an outdoor public gathering, applied for by the sponsor; mobile food units' LPG cooking (read in a copy). */
  fdnyMobileCooking: secondHand(
    'FDNY rules, 3 RCNY § 6109-01 (numbered § 3809-01 in the copy read): LPG at street fairs, festivals and outdoor public gatherings, and mobile cooking uses (food trucks, carts, stands), as reproduced in a public copy of the Rules (soundpress/nyccharter on GitHub)',
    'https://github.com/soundpress/nyccharter_merged_test/blob/26fd166359a034e8fa43436eb06ec99bfe586cfc/docs/d02/c02/index.rst',
  ),
  /** Street festivals: 'applications may be submitted November 1 – December 31 of the preceding year'; '12 hours a day'. */
  dotStreetFairs: cite(
    'NYC DOT Street Design Manual: Programming, street fairs (single block festivals and street festivals)',
    'https://www.nycstreetdesign.info/programming/street-fair',
  ),
  /** SAPO applications: $1 million insurance naming the City as additional insured; the Community Board reviews. */
  dotProgrammingGuidelines: cite(
    'NYC DOT Street Design Manual: Programming, general guidelines (SAPO applications)',
    'https://www.nycstreetdesign.info/programming/general-guidelines',
  ),
  /** Rides at street fairs, block parties and special events pass a DOB inspection; 'The City needs 12 days' notice'. */
  amusementRides: cite(
    'NYC Business: Temporary Amusement Rides (Department of Buildings inspection)',
    'https://nyc-business.nyc.gov/nycbusiness/description/temporary-amusement-rides',
  ),
  /** A petting zoo 'requires a permit, granted by the Department of Health and Mental Hygiene'. */
  pettingZoos: cite(
    'NYC Business: Petting Zoos (Health Department permit)',
    'https://nyc-business.nyc.gov/nycbusiness/description/petting-zoos',
  ),
  /** City-owned waterfront property, 200 or more outdoors: SBS's certificate, filed 10 business days ahead (20 with construction). */
  waterfrontTpa: cite(
    'NYC Business: Temporary Waterfront Place of Assembly Certificate of Operation (SBS)',
    'https://nyc-business.nyc.gov/nycbusiness/description/temporary-waterfront-place-of-assembly-certificate-of-operation',
  ),
  /** 56 RCNY § 2-08(b)(7): Great Lawn applications 'no less than two (2) or more than six (6) months' ahead (read in Parks' notice of the rule, in a copy). */
  greatLawn: secondHand(
    "56 RCNY § 2-08(b)(7): special events on the Great Lawn in Central Park, as published in Parks' notice of the rule (read in a copy)",
    'https://docslib.org/doc/971965/department-of-parks-recreation',
  ),
} as const;
