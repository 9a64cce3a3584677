/** The intersection derivation lives with the app (the geography worker derives nodes where the user looks). */
export { deriveIntersections, IntersectionCollector } from '../../src/shared/intersections/deriveNodes';
