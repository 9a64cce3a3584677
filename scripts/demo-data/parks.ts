/**
 * Demo NYC Parks permit areas (schema of NYC Parks "Permit Areas", c5vm-g2dk). Each park has a
 * whole-park area plus 2-3 sub-areas that overlap each other and the whole park, as real permit
 * areas do, so a click can hit two or three areas and the overlap chooser has something to show.
 * Outlines are approximate; the property codes in `system` are illustrative, not official.
 */
import type { GeoCollection, GeoFeature } from '../lib/geojson';
import { avenueU, broadwayU, streetV } from './grid';
import { blockRect, gridRect, polygon, type GridPoint } from './shapes';

interface ParkArea {
  system: string;
  name: string;
  subpropertyname: string | string[];
  outline: GridPoint[];
}

interface Park {
  propertyname: string;
  areas: ParkArea[];
}

/** The wedge between Broadway (west) and 7th Avenue (east), pulled in from both curbs. */
function duffyWedge(v1: number, v2: number): GridPoint[] {
  const inset = 6;
  return [
    [broadwayU(v1) + inset, v1],
    [-inset, v1],
    [-inset, v2],
    [broadwayU(v2) + inset, v2],
  ];
}

function parks(): Park[] {
  const av6 = avenueU('6 AVENUE');
  const av5 = avenueU('5 AVENUE');
  const av10 = avenueU('10 AVENUE');
  const av11 = avenueU('11 AVENUE');
  const av12 = avenueU('12 AVENUE');
  const s40 = streetV(40) + 12;
  const s42 = streetV(42) - 12;
  // Bryant Park: 6th Avenue to the back of the Library, 40th to 42nd Street.
  const bryantEast = av5 - 92;
  return [
    {
      propertyname: 'Bryant Park',
      areas: [
        {
          system: 'M008-WP',
          name: 'Bryant Park',
          subpropertyname: 'Whole Park',
          outline: gridRect(av6 + 12, bryantEast, s40, s42),
        },
        {
          system: 'M008-FT',
          name: 'Bryant Park - Fountain Terrace',
          subpropertyname: 'Fountain Terrace',
          outline: gridRect(av6 + 12, av6 + 62, s40, s42),
        },
        {
          system: 'M008-LW',
          name: 'Bryant Park - Lawn',
          subpropertyname: 'Lawn',
          outline: gridRect(av6 + 50, bryantEast - 35, s40 + 14, s42 - 14),
        },
        {
          system: 'M008-UT',
          name: 'Bryant Park - Upper Terrace',
          subpropertyname: 'Upper Terrace',
          outline: gridRect(bryantEast - 48, bryantEast, s40, s42),
        },
      ],
    },
    {
      propertyname: 'DeWitt Clinton Park',
      areas: [
        {
          system: 'M022-WP',
          name: 'DeWitt Clinton Park',
          subpropertyname: 'Whole Park',
          outline: blockRect(av12, av11, streetV(52), streetV(54)),
        },
        {
          system: 'M022-B1',
          name: 'DeWitt Clinton Park - Ballfield 1',
          subpropertyname: 'Ballfields',
          outline: gridRect(av12 + 12, av12 + 180, streetV(52) + 12, streetV(53) + 20),
        },
        {
          system: 'M022-B2',
          name: 'DeWitt Clinton Park - Ballfield 2',
          subpropertyname: 'Ballfields',
          outline: gridRect(av12 + 12, av12 + 180, streetV(53) - 20, streetV(54) - 12),
        },
        {
          system: 'M022-DR',
          name: 'DeWitt Clinton Park - Dog Run',
          subpropertyname: 'Dog Run',
          outline: gridRect(av12 + 160, av11 - 12, streetV(53) - 10, streetV(54) - 12),
        },
      ],
    },
    {
      propertyname: "Hell's Kitchen Park",
      areas: [
        {
          system: 'M288-WP',
          name: "Hell's Kitchen Park",
          subpropertyname: 'Whole Park',
          outline: blockRect(av10 - 140, av10, streetV(47), streetV(48)),
        },
        {
          system: 'M288-BC',
          name: "Hell's Kitchen Park - Basketball Court",
          subpropertyname: 'Courts',
          outline: gridRect(av10 - 128, av10 - 50, streetV(47) + 12, streetV(48) - 12),
        },
        {
          system: 'M288-PG',
          name: "Hell's Kitchen Park - Playground",
          subpropertyname: 'Playground',
          outline: gridRect(av10 - 70, av10 - 12, streetV(47) + 12, streetV(48) - 12),
        },
      ],
    },
    {
      propertyname: 'Father Duffy Square',
      areas: [
        {
          system: 'M097-WP',
          name: 'Duffy Square',
          subpropertyname: 'Times Square',
          outline: duffyWedge(streetV(46) + 8, streetV(47) - 8),
        },
        {
          system: 'M097-RS',
          name: 'Duffy Square - Red Steps',
          subpropertyname: 'Red Steps',
          outline: duffyWedge(streetV(46) + 35, streetV(47) - 8),
        },
        {
          system: 'M097-FD',
          name: 'Duffy Square - Father Duffy Statue',
          subpropertyname: 'Statue Plaza',
          outline: duffyWedge(streetV(46) + 8, streetV(46) + 50),
        },
      ],
    },
    {
      propertyname: 'Central Park',
      areas: [
        // The one area whose sub-property is a list, as some real permit areas have.
        {
          system: 'M010-SE',
          name: 'Central Park - South End',
          subpropertyname: ['The Pond', 'Wollman Rink', 'Heckscher Ballfields'],
          outline: gridRect(100, av5 - 12, streetV(59) + 15, streetV(63)),
        },
        {
          system: 'M010-PD',
          name: 'Central Park - The Pond',
          subpropertyname: 'The Pond',
          outline: gridRect(av5 - 160, av5 - 12, streetV(59) + 15, streetV(61.5)),
        },
        {
          system: 'M010-WR',
          name: 'Central Park - Wollman Rink',
          subpropertyname: 'Wollman Rink',
          outline: gridRect(av6, av5 - 120, streetV(61), streetV(62.5)),
        },
        {
          system: 'M010-HB',
          name: 'Central Park - Heckscher Ballfields',
          subpropertyname: 'Heckscher Ballfields',
          outline: gridRect(100, av6 + 40, streetV(60.5), streetV(63)),
        },
      ],
    },
  ];
}

export function generateParks(): GeoCollection {
  const features: GeoFeature[] = [];
  for (const park of parks()) {
    for (const area of park.areas) {
      const id = `demo-${area.system.toLowerCase()}`;
      features.push({
        type: 'Feature',
        id,
        geometry: polygon(area.outline),
        properties: {
          id,
          name: area.name,
          propertyname: park.propertyname,
          subpropertyname: area.subpropertyname,
          system: area.system,
          demo: true,
        },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
