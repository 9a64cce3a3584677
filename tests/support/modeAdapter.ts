/**
 * The test adapter for interaction modes: the fake map port (tests/support/fakePort.ts) on a flat
 * screen, 100,000 px to a degree with x east from −74° and y south from 40.8°, where placed objects
 * are hit within 5 px of their position; and the pointer events a user's hand makes, sent through a
 * mode manager as the map adapter sends them (press, release, then MapLibre's click).
 */
import { plan } from '../../src/ui/store/plan';
import { ModeManager } from '../../src/ui/app/modes/modeManager';
import { IDLE, type InteractionMode, type PointerInput } from '../../src/ui/app/modes/types';
import { createFakePort, type FakeMapPort, type PortAnswers } from './fakePort';

export const PX_PER_DEGREE = 100_000;

export const toLngLat = (x: number, y: number) => ({ lng: -74 + x / PX_PER_DEGREE, lat: 40.8 - y / PX_PER_DEGREE });
export const toScreen = (lng: number, lat: number) => ({
  x: (lng + 74) * PX_PER_DEGREE,
  y: (40.8 - lat) * PX_PER_DEGREE,
});

export interface Modifiers {
  shiftKey?: boolean;
  altKey?: boolean;
}

/** A pointer event at a screen point, with its ground position. */
export const at = (x: number, y: number, mods: Modifiers = {}): PointerInput => ({
  x,
  y,
  shiftKey: false,
  ...mods,
  ...toLngLat(x, y),
});

/** A mode that is none of the app's: what a test switches to, to see the mode under test left. */
export const OTHER_MODE: InteractionMode = { ...IDLE, name: 'view' };

export interface ModeAdapter {
  readonly port: FakeMapPort;
  readonly manager: ModeManager;
  /** The mode under test made active (the manager exits the other mode and enters it). */
  enter(mode: InteractionMode): void;
  /** Another mode made active: the mode under test exits. */
  leave(): void;
  down(x: number, y: number, mods?: Modifiers): void;
  move(x: number, y: number, mods?: Modifiers): void;
  up(x: number, y: number, mods?: Modifiers): void;
  /** A click as MapLibre reports it: press, release, then the click; true when the mode used it. */
  click(x: number, y: number, mods?: Modifiers): boolean;
  /** A press, moves in steps of 4 px along the way, and a release. */
  drag(from: [number, number], to: [number, number], mods?: Modifiers): void;
  /** Every cursor the mode asked for, in order. */
  cursors(): string[];
}

export function createModeAdapter(answers: Partial<PortAnswers> = {}): ModeAdapter {
  const port = createFakePort({
    project: (lng, lat) => toScreen(lng, lat),
    objectAt: (x, y) => {
      const hit = [...plan.peek().objects].reverse().find((o) => {
        const p = toScreen(o.position.lng, o.position.lat);
        return Math.hypot(p.x - x, p.y - y) <= 5;
      });
      return hit?.id ?? null;
    },
    ...answers,
  });
  const manager = new ModeManager(OTHER_MODE);
  manager.attach(port.pointer);
  const adapter: ModeAdapter = {
    port,
    manager,
    enter: (mode) => manager.switchTo(mode),
    leave: () => manager.switchTo(OTHER_MODE),
    down: (x, y, mods) => manager.down(at(x, y, mods)),
    move: (x, y, mods) => manager.move(at(x, y, mods)),
    up: (x, y, mods) => manager.up(at(x, y, mods)),
    click(x, y, mods) {
      manager.down(at(x, y, mods));
      manager.up(at(x, y, mods));
      return manager.click(at(x, y, mods));
    },
    drag([x0, y0], [x1, y1], mods) {
      manager.down(at(x0, y0, mods));
      const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / 4));
      for (let i = 1; i <= steps; i++)
        manager.move(at(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, mods));
      manager.up(at(x1, y1, mods));
    },
    cursors: () => port.named('pointer.setCursor').map((args) => String(args[0])),
  };
  return adapter;
}
