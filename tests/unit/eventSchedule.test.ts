// The event's phases from Event Information (load-in, first day and start, last day and end, load-out) with
// their fallbacks and order checks, the seats that stand for people, and the schedule's own findings: Parks'
// application window and holidays, a kind's limits, the street fair moratorium, a kind for another place,
// and amplified sound in the noise code's night hours.
import type { ObjectTypeId } from '../../src/shared/objects/catalogue';
import { describe, expect, it } from 'vitest';
import type { CheckedObject } from '../../src/shared/nudges/checkedObject';
import { offsetFeet } from '../../src/shared/objects/footprint';
import { isoDate } from '../../src/shared/precheck/dates';
import { eventSummary, phasesLine } from '../../src/shared/precheck/eventSummary';
import { EVENT_TYPES, eventTypeOf, type EventTypeId } from '../../src/shared/precheck/eventTypes';
import { PreCheckEngine, type PreCheckPlan } from '../../src/shared/precheck/preCheck';
import { eventDays, eventHours, scheduleOf, scheduleProblem, standingDays } from '../../src/shared/precheck/schedule';
import { kindLimits, scheduleFindings, type ScheduleFacts } from '../../src/shared/precheck/scheduleChecks';
import { attendanceFrom, attendanceText, seatsOn } from '../../src/shared/precheck/seats';
import { EMPTY_EVENT_INFO } from '../../src/shared/plan/schema';
import type { Setting } from '../../src/shared/nudges/rules';

const O = { lng: -73.9681, lat: 40.7812 };
const obj = (id: string, type: ObjectTypeId, width: number, depth: number): CheckedObject => ({
  id,
  type,
  name: type,
  position: offsetFeet(O, 0, 0),
  footprintFt: { width, depth },
  rotationDeg: 0,
});

describe('the phases', () => {
  it('fall back: no last day is one day, no load-in is the first day, no load-out the last', () => {
    const s = scheduleOf({ date: '2026-06-12', startTime: '10:00', endTime: '18:00' })!;
    expect(isoDate(s.end.day)).toBe('2026-06-12');
    expect(s.loadIn).toMatchObject({ day: s.start.day, assumed: true, minute: null });
    expect(s.loadOut).toMatchObject({ day: s.end.day, assumed: true });
    expect(eventHours(s)).toBe(8);
    expect(eventDays(s)).toBe(1);
    expect(standingDays(s)).toBe(1);
    const phased = scheduleOf({
      date: '2026-06-12',
      endDate: '2026-06-14',
      loadInDate: '2026-06-10',
      loadOutDate: '2026-06-15',
    })!;
    expect(eventDays(phased)).toBe(3);
    expect(standingDays(phased)).toBe(6);
    expect(eventHours(phased)).toBeNull(); // no times
    expect(scheduleOf({ loadInDate: '2026-06-10' })).toBeNull();
  });
  it('must be real dates in order: load-in, start, end, load-out', () => {
    expect(scheduleProblem({ date: '2026-06-12' })).toBeNull();
    expect(scheduleProblem({ date: '2026-02-30' })).toBe("The event's first day must be a valid date.");
    expect(scheduleProblem({ loadInDate: '2026-06-10' })).toBe("Set the event's first day before its other dates.");
    expect(scheduleProblem({ date: '2026-06-12', loadInDate: '2026-06-13' })).toBe(
      'Load-in must be on or before the start of the event.',
    );
    expect(
      scheduleProblem({ date: '2026-06-12', loadInDate: '2026-06-12', loadInTime: '11:00', startTime: '10:00' }),
    ).toBe('Load-in must be on or before the start of the event.');
    expect(scheduleProblem({ date: '2026-06-12', endDate: '2026-06-11' })).toBe('The event must end after it starts.');
    expect(scheduleProblem({ date: '2026-06-12', startTime: '18:00', endTime: '10:00' })).toBe(
      'The event must end after it starts.',
    );
    expect(scheduleProblem({ date: '2026-06-12', endDate: '2026-06-13', loadOutDate: '2026-06-12' })).toBe(
      'Load-out must be on or after the end of the event.',
    );
  });
  it('print as the title block and the permits page say them', () => {
    const info = {
      ...EMPTY_EVENT_INFO,
      eventType: 'block-party',
      date: '2026-06-12',
      endDate: '2026-06-12',
      startTime: '10:00',
      endTime: '18:00',
      time: 'music until 5',
      loadInDate: '2026-06-12',
      loadInTime: '08:00',
    };
    expect(eventSummary(info)).toEqual({
      kind: 'Block party',
      dates: '2026-06-12',
      times: '10:00–18:00; music until 5',
      loadIn: '2026-06-12 08:00',
      loadOut: '',
    });
    expect(phasesLine({ ...info, endDate: '2026-06-13' })).toBe(
      'Load-in 2026-06-12 08:00 · Event 2026-06-12 to 2026-06-13 10:00–18:00; music until 5',
    );
    expect(eventSummary(EMPTY_EVENT_INFO)).toEqual({ kind: '', dates: '', times: '', loadIn: '', loadOut: '' });
  });
});

describe('event kinds', () => {
  it("name SAPO's categories, a Parks special event, plazas by level and a parade, each with its office's page", () => {
    expect(EVENT_TYPES.map((t) => t.id)).toEqual(
      expect.arrayContaining([
        'block-party',
        'single-block-festival',
        'street-festival',
        'parks-special-event',
        'plaza-a',
        'plaza-d',
        'parade',
      ]),
    );
    for (const t of EVENT_TYPES) {
      expect(t.definition.length).toBeGreaterThan(10);
      expect(t.citation.url).toMatch(/^https:\/\//);
      expect(t.settings.length).toBeGreaterThan(0);
    }
    expect(eventTypeOf('')).toBeNull();
    expect(eventTypeOf('a-kind-from-a-newer-app')).toBeNull();
  });
});

describe('seats', () => {
  it('a chair is one; a bench one per 18 in of its length; bleachers by length and 24 in rows', () => {
    expect(seatsOn(obj('c', 'chair', 1.5, 1.5))).toBe(1);
    expect(seatsOn(obj('b', 'bench', 6, 1.5))).toBe(4);
    expect(seatsOn(obj('b', 'bench', 5.9, 1.5))).toBe(3);
    expect(seatsOn(obj('b', 'bench', 1.5, 6))).toBe(4); // turned: its length is its longer side
    expect(seatsOn(obj('s', 'bleachers', 15, 6))).toBe(30);
    expect(seatsOn(obj('s', 'bleachers', 21, 8))).toBe(56); // 14 a row, 4 rows
    expect(seatsOn(obj('t', 'table', 8, 2.5))).toBe(0);
  });
  it("stand for the attendance only when none is typed: 'at least 48, from the seats'", () => {
    const objects = Array.from({ length: 48 }, (_, i) => obj(`c${i}`, 'chair', 1.5, 1.5));
    const fromSeats = attendanceFrom(null, objects);
    expect(fromSeats).toMatchObject({ count: 48, fromSeats: true });
    expect(attendanceText(fromSeats)).toBe('at least 48, from the seats');
    expect(attendanceText(attendanceFrom(1200, objects))).toBe('1,200');
    expect(attendanceFrom(null, []).count).toBeNull();
    expect(attendanceText(attendanceFrom(null, []))).toBe('not given');
  });
});

describe('schedule findings', () => {
  const base = (
    over: Partial<ScheduleFacts> & { info?: Record<string, string>; kind?: EventTypeId } = {},
  ): ScheduleFacts => {
    const { info, kind, ...rest } = over;
    return {
      setting: 'park',
      schedule: info ? scheduleOf(info) : null,
      eventType: kind ? eventTypeOf(kind) : null,
      today: '2026-11-25',
      texts: [],
      sound: false,
      ...rest,
    };
  };
  const ids = (f: ScheduleFacts) => scheduleFindings(f).map((n) => n.ruleId);

  it("Parks' application window: a date in 2028 cannot be requested before September 2027", () => {
    const early = scheduleFindings(base({ info: { date: '2028-06-10' } }));
    expect(early.map((n) => n.ruleId)).toEqual(['park-application-window']);
    expect(early[0]!.message).toMatch(/accepts applications for 2028 from early September 2027/);
    expect(ids(base({ info: { date: '2028-06-10' }, today: '2027-09-01' }))).toEqual([]);
    expect(ids(base({ info: { date: '2027-06-10' } }))).toEqual([]);
    expect(ids(base({ setting: 'street', info: { date: '2028-06-10' } }))).toEqual([]);
  });
  it("Parks' holidays: Memorial Day, and July 4 on a Saturday as well as its observed Friday, asked (Parks names none)", () => {
    const memorial = scheduleFindings(base({ info: { date: '2026-05-25' } }));
    // Parks says 'major holidays' and names none: the City's holiday is a question (info, guidance), not a warning.
    expect(memorial.map((n) => [n.ruleId, n.severity])).toEqual([['park-holiday', 'info']]);
    expect(memorial[0]!.citation.guidance).toMatch(/names none/);
    expect(memorial[0]!.message).toMatch(
      /^2026-05-25 is Memorial Day, a City holiday\. NYC Parks does not issue permits for major holidays.*ask the borough permit office/,
    );
    const weekend = scheduleFindings(base({ info: { date: '2026-07-03', endDate: '2026-07-05' } }));
    expect(weekend.map((n) => n.subject.id)).toEqual(['holiday-2026-07-03', 'holiday-2026-07-04']);
    expect(ids(base({ info: { date: '2026-05-26' } }))).toEqual([]);
    expect(ids(base({ setting: 'street', info: { date: '2026-05-25' } }))).toEqual([]);
  });
  it("a kind's limits: a block party is one day with nothing sold; a single-block festival 12 hours; a clean-up 4", () => {
    const party = eventTypeOf('block-party')!;
    expect(kindLimits(party, scheduleOf({ date: '2026-06-12', endDate: '2026-06-13' }), [])).toEqual([
      'A block party is held on a single day; this event runs over 2 days.',
    ]);
    expect(kindLimits(party, scheduleOf({ date: '2026-06-12' }), ['Lemonade stand and craft vendors'])[0]).toMatch(
      /^A block party has no sale of goods or services, and “Lemonade stand and craft vendors” speaks of some/,
    );
    expect(kindLimits(party, scheduleOf({ date: '2026-06-12' }), ['Potluck'])).toEqual([]);
    const festival = eventTypeOf('single-block-festival')!;
    const hours = (end: string) =>
      kindLimits(festival, scheduleOf({ date: '2026-06-12', startTime: '09:00', endTime: end }), []);
    expect(hours('21:00')).toEqual([]);
    expect(hours('21:30')).toEqual(['A single-block festival is limited to 12 consecutive hours; this one runs 12.5.']);
    const cleanUp = eventTypeOf('clean-up')!;
    expect(kindLimits(cleanUp, scheduleOf({ date: '2026-06-12', startTime: '09:00', endTime: '13:00' }), [])).toEqual(
      [],
    );
    expect(
      kindLimits(cleanUp, scheduleOf({ date: '2026-06-12', startTime: '09:00', endTime: '14:00' }), []),
    ).toHaveLength(1);
    const found = scheduleFindings(
      base({ setting: 'street', kind: 'block-party', info: { date: '2026-06-12', endDate: '2026-06-13' } }),
    );
    expect(found.map((n) => [n.ruleId, n.severity])).toEqual([['event-type-limits', 'warning']]);
  });
  it('the street fair moratorium for a street festival on a street only', () => {
    const fair = scheduleFindings(base({ setting: 'street', kind: 'street-festival' }));
    expect(fair.map((n) => n.ruleId)).toEqual(['street-fair-moratorium']);
    expect(fair[0]!.message).toMatch(/only a street fair held the year before/);
    expect(ids(base({ setting: 'street', kind: 'block-party' }))).toEqual([]);
  });
  it('a kind for another place is said, with its own agency', () => {
    const [n] = scheduleFindings(base({ setting: 'park', kind: 'block-party' }));
    expect(n!.ruleId).toBe('event-type-setting');
    expect(n!.message).toBe(
      'The event is set as “Block party”, held on a street; the focused area is a park, so its own permit is listed instead. Choose the kind again in Event Information, or focus the right area.',
    );
    expect(n!.agency).toBe('DOT / Street Activity Permit Office');
    expect(scheduleFindings(base({ setting: 'street', kind: 'parks-special-event' }))[0]!.agency).toBe('NYC Parks');
    const everywhere: Setting[] = ['park', 'plaza', 'street'];
    for (const setting of everywhere)
      expect(ids(base({ setting, kind: 'parade' }))).not.toContain('event-type-setting');
  });
  it('amplified sound after 10 p.m. or before 7 a.m.: the night limit of the noise code', () => {
    const sound = (startTime: string, endTime: string, endDate = '') =>
      scheduleFindings(
        base({ setting: 'street', sound: true, info: { date: '2026-06-12', startTime, endTime, endDate } }),
      );
    const late = sound('18:00', '22:30');
    expect(late.map((n) => n.ruleId)).toEqual(['noise-night']);
    expect(late[0]!.message).toBe(
      'Amplified sound is planned until 22:30. From 10 p.m. to 7 a.m. the noise code allows 7 dB(A) over the ambient sound, not the 10 dB(A) of the day, measured 15 ft from the source on the street.',
    );
    expect(late[0]!.citation.secondHand).toBe(true);
    expect(sound('18:00', '22:00')).toEqual([]);
    expect(sound('06:30', '12:00')[0]!.message).toMatch(/planned from 06:30/);
    expect(sound('07:00', '12:00')).toEqual([]);
    expect(sound('20:00', '01:00', '2026-06-13')[0]!.message).toMatch(/until 01:00 on 2026-06-13/);
    expect(
      scheduleFindings(
        base({ setting: 'street', sound: false, info: { date: '2026-06-12', startTime: '18:00', endTime: '23:00' } }),
      ),
    ).toEqual([]);
    expect(scheduleFindings(base({ setting: 'street', sound: true, info: { date: '2026-06-12' } }))).toEqual([]);
  });
  it('reach the pre-check through the engine, with the sound device permit as the sign of sound', () => {
    const engine = new PreCheckEngine();
    engine.setContext({ setting: 'street', area: null, corridor: null });
    const plan: PreCheckPlan = {
      objects: [obj('sp', 'speaker', 2, 2)],
      shapes: [],
      eventInfo: { date: '2027-06-12', startTime: '18:00', endTime: '23:00', eventType: 'block-party' },
      today: '2026-11-25',
    };
    expect(engine.update(plan).nudges.map((n) => n.ruleId)).toContain('noise-night');
  });
});
