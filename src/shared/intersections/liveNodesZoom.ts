/**
 * Intersections come from the centreline from this zoom in: a view is then a few square kilometres.
 * A module of its own: the page reads it without loading the centreline's query builders (and proj4,
 * which the layers' queries behind them use).
 */
export const LIVE_NODES_MIN_ZOOM = 15;
