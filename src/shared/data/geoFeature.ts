/** The loose GeoJSON shapes read from files and answers before they are checked (the data scripts, derived nodes). */
export interface GeoFeature {
  type: 'Feature';
  id?: string | number;
  geometry: unknown;
  properties: Record<string, unknown> | null;
}

export interface GeoCollection {
  type: 'FeatureCollection';
  features: GeoFeature[];
}
