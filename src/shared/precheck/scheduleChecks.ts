/**
 * The checks of the event's days and kind against what the offices say of them: NYC Parks' application
 * window and its holidays, a kind's own limits (a block party is one day with nothing sold, a
 * single-block festival 12 consecutive hours at most, a street festival 12 hours a day), the street fair moratorium, a kind chosen for
 * another place than the focused one, and amplified sound in the noise code's night hours. Each returns
 * findings of its rule in RULES (reminders); the numbers are RULE_NUMBERS'.
 */
import { nudge } from '../nudges/engine';
import { RULE_NUMBERS } from '../nudges/numbers';
import { appliesIn, ruleById, type Nudge, type PlanRule, type Setting } from '../nudges/rules';
import { wordRegExp } from '../nudges/vocabulary';
import { dayNumber, dayOf, isoDate, yearOf } from './dates';
import { settingsText, settingText, type EventType } from './eventTypes';
import { holidayOnOrObserved } from './holidays';
import { clock, eventHours, type Schedule } from './schedule';

export interface ScheduleFacts {
  setting: Setting | null;
  schedule: Schedule | null;
  /** The kind chosen in Event Information, whether or not it belongs where the plan is. */
  eventType: EventType | null;
  today: string;
  texts: readonly string[];
  /** Amplified sound is planned (the sound device permit is needed). */
  sound: boolean;
}

const N = RULE_NUMBERS;
const rule = (id: string) => ruleById(id) as PlanRule;
/** At most this many event days are looked at for holidays: a longer run is an installation, not an event. */
const MAX_DAYS_CHECKED = 62;

function finding(
  id: string,
  subject: string,
  values: Record<string, string | number>,
  over: Partial<PlanRule> = {},
): Nudge {
  return nudge({ ...rule(id), ...over }, { kind: 'area', id: subject, name: rule(id).title, position: null }, values, {
    target: null,
    meta: values,
  });
}

function applicationWindow(f: ScheduleFacts): Nudge[] {
  const today = dayNumber(f.today);
  if (!f.schedule || today === null) return [];
  const year = yearOf(f.schedule.start.day);
  const opens = dayOf(year - 1, N.parks.applicationsOpenMonth, 1);
  if (today >= opens) return [];
  return [
    finding('park-application-window', 'application-window', {
      year,
      opensYear: year - 1,
      date: isoDate(f.schedule.start.day),
    }),
  ];
}

function holidays(f: ScheduleFacts): Nudge[] {
  const s = f.schedule;
  if (!s) return [];
  const out: Nudge[] = [];
  for (let d = s.start.day; d <= s.end.day && d < s.start.day + MAX_DAYS_CHECKED; d++) {
    const holiday = holidayOnOrObserved(d);
    if (holiday) out.push(finding('park-holiday', `holiday-${isoDate(d)}`, { date: isoDate(d), holiday }));
  }
  return out;
}

/** What the event does that its kind does not allow, in SAPO's words. */
export function kindLimits(type: EventType, schedule: Schedule | null, texts: readonly string[]): string[] {
  const reasons: string[] = [];
  const multiDay = schedule !== null && schedule.end.day > schedule.start.day;
  const hours = schedule ? eventHours(schedule) : null;
  const oneDay = ['block-party', 'health-fair', 'religious-event', 'press-event'];
  if (multiDay && oneDay.includes(type.id))
    reasons.push(
      `A ${type.label.toLowerCase()} is held on a single day; this event runs over ${schedule.end.day - schedule.start.day + 1} days.`,
    );
  if (type.id === 'block-party') {
    const sold = texts.find((t) => wordRegExp('sales').test(t));
    if (sold !== undefined)
      reasons.push(
        `A block party has no sale of goods or services, and “${sold.length > 40 ? `${sold.slice(0, 40)}…` : sold}” speaks of some: that is a single-block festival or a street fair.`,
      );
  }
  if (type.id === 'single-block-festival') {
    if (hours !== null && hours > N.sapo.singleBlockFestivalHours)
      reasons.push(
        `A single-block festival is limited to ${N.sapo.singleBlockFestivalHours} consecutive hours; this one runs ${Math.round(hours * 10) / 10}.`,
      );
    else if (multiDay)
      reasons.push(
        `A single-block festival is limited to ${N.sapo.singleBlockFestivalHours} consecutive hours; this one runs over several days.`,
      );
  }
  if (type.id === 'street-festival' && schedule && schedule.start.minute !== null && schedule.end.minute !== null) {
    // Each day from the start time to the end time (past midnight counts into the next day).
    const daily =
      (schedule.end.minute - schedule.start.minute + (schedule.end.minute <= schedule.start.minute ? 1440 : 0)) / 60;
    if (daily > N.sapo.streetFestivalDailyHours)
      reasons.push(
        `A street festival runs ${N.sapo.streetFestivalDailyHours} hours a day at most; this one runs ${Math.round(daily * 10) / 10} hours a day.`,
      );
  }
  if (type.id === 'clean-up' && hours !== null && hours > 4)
    reasons.push(`A clean-up is a limited, 4-hour street closure; this one runs ${Math.round(hours * 10) / 10} hours.`);
  return reasons;
}

/** Sound from a start before 7 a.m. or an end after 10 p.m. (or over midnight): the noise code's night. */
function nightSound(f: ScheduleFacts): Nudge[] {
  const s = f.schedule;
  if (!f.sound || !s || (s.start.minute === null && s.end.minute === null)) return [];
  const night = N.noise.nightFromHour * 60;
  const morning = N.noise.nightToHour * 60;
  const late = s.end.minute !== null && (s.end.minute > night || (s.end.day > s.start.day && s.end.minute > 0));
  const early = s.start.minute !== null && s.start.minute < morning;
  if (!late && !early) return [];
  const when = [
    early ? `from ${clock(s.start.minute!)}` : '',
    late ? `until ${clock(s.end.minute!)}${s.end.day > s.start.day ? ` on ${isoDate(s.end.day)}` : ''}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    finding('noise-night', 'noise', {
      when,
      nightFrom: '10 p.m.',
      nightTo: '7 a.m.',
      nightDbA: N.noise.nightDbA,
      dayDbA: N.noise.dayDbA,
      measuredFt: N.noise.measuredAtFt,
    }),
  ];
}

/** Every schedule finding that binds where the plan is. */
export function scheduleFindings(f: ScheduleFacts): Nudge[] {
  const binds = (id: string) => appliesIn(rule(id), f.setting);
  const out: Nudge[] = [];
  const type = f.eventType;
  const fits = type !== null && (f.setting === null || type.settings.includes(f.setting));
  if (binds('park-application-window')) out.push(...applicationWindow(f));
  if (binds('park-holiday')) out.push(...holidays(f));
  if (type && fits && binds('event-type-limits'))
    kindLimits(type, f.schedule, f.texts).forEach((reason, i) =>
      out.push(finding('event-type-limits', `limit-${i + 1}`, { reason })),
    );
  if (type?.id === 'street-festival' && fits && binds('street-fair-moratorium'))
    out.push(finding('street-fair-moratorium', 'moratorium', {}));
  if (type && !fits && f.setting !== null && binds('event-type-setting'))
    out.push(
      finding(
        'event-type-setting',
        'kind',
        { kind: type.label, where: settingsText(type.settings), setting: settingText(f.setting) },
        { agency: type.agency },
      ),
    );
  if (binds('noise-night')) out.push(...nightSound(f));
  return out;
}
