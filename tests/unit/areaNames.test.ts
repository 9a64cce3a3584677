import { describe, expect, it } from 'vitest';
import {
  chooserDetail,
  displayName,
  permitAreaSubtitle,
  permitAreaTitle,
  searchLabel,
  subPropertyText,
} from '../../src/shared/geography/areaNames';

describe('display names by geography', () => {
  it('parks use name, falling back to Unnamed Area', () => {
    expect(displayName({ name: 'Bryant Park - Lawn' }, 'parks')).toBe('Bryant Park - Lawn');
    expect(displayName({}, 'parks')).toBe('Unnamed Area');
  });
  it('plazas join the non-empty FSN_1..4 with " & "', () => {
    expect(displayName({ FSN_1: 'BROADWAY', FSN_2: null, FSN_3: 'WEST 42 STREET', FSN_4: '' }, 'plazas')).toBe(
      'BROADWAY & WEST 42 STREET',
    );
    expect(displayName({ FSN_1: null }, 'plazas')).toBe('Unnamed Area');
  });
  it('intersections join FSN_1 and FSN_2 only', () => {
    expect(displayName({ FSN_1: 'WEST 42 STREET', FSN_2: '7 AVENUE', FSN_3: 'BROADWAY' }, 'intersections')).toBe(
      'WEST 42 STREET & 7 AVENUE',
    );
  });
});

describe('permit-area title and subtitle', () => {
  it('title is FSN_1 & FSN_2, else name, else Permit Area', () => {
    expect(permitAreaTitle({ FSN_1: 'A', FSN_2: 'B', name: 'N' })).toBe('A & B');
    expect(permitAreaTitle({ FSN_1: 'A' })).toBe('A');
    expect(permitAreaTitle({ name: 'N' })).toBe('N');
    expect(permitAreaTitle({})).toBe('Permit Area');
  });
  it('subtitle joins FSN_3 and FSN_4', () => {
    expect(permitAreaSubtitle({ FSN_3: 'C', FSN_4: 'D' })).toBe('C & D');
    expect(permitAreaSubtitle({ FSN_4: 'D' })).toBe('D');
    expect(permitAreaSubtitle({})).toBe('');
  });
});

describe('search labels and chooser details', () => {
  it('label is name, else FSN_1, else (Unnamed)', () => {
    expect(searchLabel({ name: 'X', FSN_1: 'Y' })).toBe('X');
    expect(searchLabel({ FSN_1: 'Y' })).toBe('Y');
    expect(searchLabel({})).toBe('(Unnamed)');
  });
  it('sub-property may be a list', () => {
    expect(subPropertyText({ subpropertyname: ['Lawn', 'Terrace'] })).toBe('Lawn, Terrace');
    expect(subPropertyText({ subpropertyname: 7 })).toBe('7');
  });
  it('detail: property › sub-property, then the size word', () => {
    expect(chooserDetail({ propertyname: 'Bryant Park', subpropertyname: 'Lawn' }, 0.01)).toBe(
      'Bryant Park › Lawn · Large area',
    );
    expect(chooserDetail({ propertyname: 'Bryant Park' }, 0.0005)).toBe('Bryant Park · Small area');
    expect(chooserDetail({}, undefined)).toBe('No additional details');
  });
});
