/**
 * The review comments' shapes, apart from the code that reads and edits them (comments.ts), so the
 * plan's schema can name them without importing the plan file's readers back.
 */
import type { Position } from '../geography/geometry';

/** What the markup drew, on the ground (degrees). Ink may have several strokes. */
export type ReviewGeometry =
  | { type: 'Point'; coordinates: Position }
  | { type: 'LineString'; coordinates: Position[] }
  | { type: 'MultiLineString'; coordinates: Position[][] }
  | { type: 'Polygon'; coordinates: Position[][] };

export interface ReviewReply {
  author: string;
  /** ISO 8601, or '' when the markup carried no date. */
  date: string;
  text: string;
}

export interface ReviewComment {
  id: string;
  /** The same markup read again gives the same key: a second import adds nothing. */
  key: string;
  /** The PDF's markup kind as its reader saved it ('Text', 'FreeText', 'Square', 'Line', 'Ink', 'Highlight' …). */
  kind: string;
  author: string;
  date: string;
  text: string;
  /** The packet's page (from 1) and its sheet in words ('Site plan', 'Detail sheet 1', 'Page 4'). */
  page: number;
  sheet: string;
  /** The packet's revision the reviewer marked ('' when the packet had none). */
  packetRevision: string;
  /** Where on the ground the markup points (an arrow's head, a note's pin, a shape's centre); null: the plan as a whole. */
  anchor: Position | null;
  geometry: ReviewGeometry | null;
  replies: ReviewReply[];
  /** The plan's revision when it was resolved ('' when the plan had none); null while open. */
  resolvedIn: string | null;
}
