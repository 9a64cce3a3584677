/**
 * The packet's XMP record read back from metadata text alone: what the exporter writes, the same
 * under another prefix or as attributes (as an XMP rewriter may leave it), and nothing from metadata
 * that is not ours; a page point of a sheet maps to the ground it drew.
 */
import { describe, expect, it } from 'vitest';
import {
  groundOfPagePoint,
  PACKET_NAMESPACE,
  packetXmp,
  readPacketXmp,
  sheetOnPage,
  type SheetTransform,
} from '../../src/shared/export/packetMetadata';

const SHEET: SheetTransform = {
  page: 1,
  bbox: [17, 17, 631, 578],
  ground: { west: -73.9993, south: 40.7295, east: -73.9951, north: 40.7324 },
  projection: 'EPSG:3857',
  scale: 1630,
};

describe('the packet metadata', () => {
  it('reads back what the exporter writes, a title with markup characters and all', () => {
    const xmp = packetXmp({ planId: 'p<1>&"2"', revision: 'C', sheets: [SHEET] }, 'Site plan: A & B <Plaza>');
    expect(readPacketXmp(xmp)).toEqual({ format: 1, planId: 'p<1>&"2"', revision: 'C', sheets: [SHEET] });
    expect(readPacketXmp(packetXmp({ planId: null, revision: null, sheets: [] }, 'x'))).toEqual({
      format: 1,
      planId: null,
      revision: null,
      sheets: [],
    });
  });

  it('reads our namespace under any prefix, as elements or attributes, and leaves out a sheet that does not read', () => {
    const sheets = JSON.stringify([SHEET, { ...SHEET, page: 0 }, { ...SHEET, page: 2, projection: 'EPSG:2263' }]);
    const attr = sheets.replace(/"/g, '&quot;');
    const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about="" xmlns:pk='${PACKET_NAMESPACE}' pk:format="1" pk:planId="plan-9" pk:sheets="${attr}"/>
      </rdf:RDF></x:xmpmeta>`;
    const info = readPacketXmp(xmp)!;
    expect(info.planId).toBe('plan-9');
    expect(info.revision).toBeNull();
    expect(info.sheets).toEqual([SHEET]);
    expect(sheetOnPage(info, 1)).toEqual(SHEET);
    expect(sheetOnPage(info, 2)).toBeNull();
  });

  it('reads nothing from metadata that is not ours or is damaged', () => {
    expect(readPacketXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:title>Other</dc:title></x:xmpmeta>')).toBeNull();
    expect(readPacketXmp('')).toBeNull();
    const broken = packetXmp({ planId: 'p', revision: 'A', sheets: [SHEET] }, 't').replace('[{', '[{{');
    expect(readPacketXmp(broken)).toBeNull();
  });

  it('maps a page point to the ground: the frame’s corners and, in between, linearly in Web Mercator', () => {
    const [x0, y0, x1, y1] = SHEET.bbox;
    const sw = groundOfPagePoint(SHEET, x0, y0);
    const ne = groundOfPagePoint(SHEET, x1, y1);
    expect(sw[0]).toBeCloseTo(SHEET.ground.west, 10);
    expect(sw[1]).toBeCloseTo(SHEET.ground.south, 10);
    expect(ne[0]).toBeCloseTo(SHEET.ground.east, 10);
    expect(ne[1]).toBeCloseTo(SHEET.ground.north, 10);
    // The middle of the frame is the Mercator middle: its latitude is a little north of the mean.
    const [lng, lat] = groundOfPagePoint(SHEET, (x0 + x1) / 2, (y0 + y1) / 2);
    expect(lng).toBeCloseTo((SHEET.ground.west + SHEET.ground.east) / 2, 10);
    const mercY = (p: number) => Math.log(Math.tan(Math.PI / 4 + (p * Math.PI) / 360));
    expect(mercY(lat)).toBeCloseTo((mercY(SHEET.ground.south) + mercY(SHEET.ground.north)) / 2, 12);
    expect(lat).toBeGreaterThan((SHEET.ground.south + SHEET.ground.north) / 2);
  });
});
