/**
 * Import's PDF path in the plan worker: a returned packet's bytes, read with pdf.js, become review
 * comments (or the reason there are none). The bytes are read here, off the page, and not kept.
 */
import {
  DAMAGED_MESSAGE,
  NOTHING_CHANGED,
  packetReview,
  type PacketReviewRead,
} from '../../shared/review/packetImport';
import { readPacketPdf } from './packetPdf';

/** What is read of the chosen File (a browser File fits; tests pass plain objects). */
export interface PacketFileLike {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A packet is a few megabytes; a PDF far over that is no packet of ours and would only stall the reader. */
export const PACKET_MAX_BYTES = 200 * 1024 * 1024;

export async function readPacketReview(file: PacketFileLike): Promise<PacketReviewRead> {
  const damaged = (reason: string): PacketReviewRead => ({
    ok: false,
    problem: 'damaged',
    message: DAMAGED_MESSAGE,
    reason: `${reason}. ${NOTHING_CHANGED}`,
  });
  if (file.size > PACKET_MAX_BYTES) return damaged(`The file is larger than ${PACKET_MAX_BYTES / (1024 * 1024)} MB`);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return damaged('The file could not be read');
  }
  return packetReview(await readPacketPdf(bytes));
}
