/**
 * A small model of the Midtown Manhattan street grid, so demo areas can be laid out in "blocks and
 * avenues" and still land plausibly on the basemap.
 *
 * Grid frame, in metres: u runs along the streets (towards the East Side), v runs up the avenues
 * (uptown). The origin is West 42nd Street & 7th Avenue. The grid is rotated 29 degrees clockwise
 * from true north, which is why Manhattan's "north" points north-north-east.
 */
import type { Position } from '../../src/shared/geography/geometry';
import { roundCoordinate } from '../lib/geojson';

/** W 42 St & 7 Av. Calibrated against public bus-stop positions; within ~50 m of the real corner. */
const ORIGIN: Position = [-73.98725, 40.75615];
const ROTATION_DEG = 29;
/** Metres per degree at Midtown's latitude (equirectangular is exact enough over 2 km). */
const M_PER_DEG_LAT = 111_035;
const M_PER_DEG_LNG = 111_320 * Math.cos((40.758 * Math.PI) / 180);

/** 20 streets to the mile. */
export const BLOCK_M = 80.5;
/** Half a typical street/avenue width: areas inside a block start this far from the centre line. */
export const CURB_INSET_M = 12;

export const STREET_ORIGIN = 42;

/** Avenue centre lines as u offsets from 7th Avenue. Madison is only half a long block east of 5th. */
export const AVENUES: ReadonlyArray<{ name: string; u: number }> = [
  { name: '12 AVENUE', u: -1430 },
  { name: '11 AVENUE', u: -1120 },
  { name: '10 AVENUE', u: -840 },
  { name: '9 AVENUE', u: -560 },
  { name: '8 AVENUE', u: -280 },
  { name: '7 AVENUE', u: 0 },
  { name: '6 AVENUE', u: 280 },
  { name: '5 AVENUE', u: 560 },
  { name: 'MADISON AVENUE', u: 685 },
];

export function avenueU(name: string): number {
  const avenue = AVENUES.find((a) => a.name === name);
  if (!avenue) throw new Error(`Unknown avenue ${name}`);
  return avenue.u;
}

/** v of a numbered cross street's centre line (fractions allowed, e.g. 45.5 for mid-block). */
export function streetV(street: number): number {
  return (street - STREET_ORIGIN) * BLOCK_M;
}

/**
 * Broadway cuts the grid diagonally: it crosses 6th Avenue at Herald Square (34th St) and 7th Avenue
 * at Times Square (about 45th St). A straight line through those two crossings is close enough here.
 */
export function broadwayU(v: number): number {
  const v34 = streetV(34);
  const v45 = streetV(45);
  return avenueU('6 AVENUE') + ((v - v34) * (avenueU('7 AVENUE') - avenueU('6 AVENUE'))) / (v45 - v34);
}

/** Grid metres to a rounded [lng, lat]. */
export function toLngLat(u: number, v: number): Position {
  const r = (ROTATION_DEG * Math.PI) / 180;
  // u points along bearing 90+29 degrees, v along bearing 29 degrees.
  const east = u * Math.cos(r) + v * Math.sin(r);
  const north = -u * Math.sin(r) + v * Math.cos(r);
  return [roundCoordinate(ORIGIN[0] + east / M_PER_DEG_LNG), roundCoordinate(ORIGIN[1] + north / M_PER_DEG_LAT)];
}
